import { z } from 'zod';

/** The configuration keys the home page is read from (the seed writes them, staff may change them). */
export const HOME_KEYS = {
  /** Id of the hero picture (a visuel). */
  heroVisuel: 'accueil.hero_visuel',
  /** JSON list of the hero's zones: where each product is drawn, in % of the picture. */
  heroZones: 'accueil.hero_zones',
  /** Id of the still shown behind the partner band (the background video's poster). */
  videoPoster: 'accueil.video_poster',
  /** Path of a local clip for the background video (none by default: the poster alone). */
  video: 'accueil.video',
  /** JSON list of the four rituals' products: [{"cle":"mousses","produit_ids":[1,2]}, ...]. */
  rituels: 'accueil.rituels',
} as const;

/** The home page's four rituals, in the order they are shown (their titles are interface texts). */
export const HOME_RITUAL_KEYS = ['mousses', 'cremes', 'serum', 'cheveux'] as const;
export type HomeRitualKey = (typeof HOME_RITUAL_KEYS)[number];

/** How many products a ritual shows at most (its cards sit on one row). */
export const HOME_RITUAL_MAX_PRODUCTS = 4;

export const HomeRitualSchema = z.object({
  cle: z.enum(HOME_RITUAL_KEYS),
  produit_ids: z.array(z.number().int().positive()).max(HOME_RITUAL_MAX_PRODUCTS),
});
export type HomeRitual = z.infer<typeof HomeRitualSchema>;

/** The rituals' products before staff choose any (spec: mousses 1, 2; creams 3, 4; serum 5; hair 7, 6). */
export const DEFAULT_HOME_RITUALS: readonly HomeRitual[] = [
  { cle: 'mousses', produit_ids: [1, 2] },
  { cle: 'cremes', produit_ids: [3, 4] },
  { cle: 'serum', produit_ids: [5] },
  { cle: 'cheveux', produit_ids: [7, 6] },
];

/** A clickable rectangle of the hero picture, in % of its width and height (0–100). */
export const HeroZoneSchema = z.object({
  produit_id: z.number().int().positive(),
  x: z.number().min(0).max(100),
  y: z.number().min(0).max(100),
  width: z.number().positive().max(100),
  height: z.number().positive().max(100),
});
export type HeroZone = z.infer<typeof HeroZoneSchema>;

export const HomeHeroSchema = z.object({
  /** null when no hero picture is configured (the page then opens with its words alone). */
  visuel_id: z.number().int().positive().nullable(),
  zones: z.array(HeroZoneSchema),
});
export type HomeHero = z.infer<typeof HomeHeroSchema>;

export const HomeVideoSchema = z.object({
  poster_visuel_id: z.number().int().positive().nullable(),
  /** A same-origin path to an MP4 or WebM clip, or null. */
  src: z.string().nullable(),
});
export type HomeVideo = z.infer<typeof HomeVideoSchema>;

/** GET /api/accueil. */
export const HomeResponseSchema = z.object({
  code: z.literal(200),
  hero: HomeHeroSchema,
  video: HomeVideoSchema,
  /** Each ritual with its products in the chosen order (always the four, in HOME_RITUAL_KEYS order). */
  rituels: z.array(HomeRitualSchema),
});
export type HomeResponse = z.infer<typeof HomeResponseSchema>;
