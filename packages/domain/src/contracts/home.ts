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
} as const;

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
export const HomeResponseSchema = z.object({ code: z.literal(200), hero: HomeHeroSchema, video: HomeVideoSchema });
export type HomeResponse = z.infer<typeof HomeResponseSchema>;
