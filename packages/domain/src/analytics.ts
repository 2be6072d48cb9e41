import { z } from 'zod';
import { LOCALES } from './locales.ts';
import { CalendarDateSchema } from './contracts/calendar-date.ts';

/**
 * First-party audience measurement: the tracker's events and their batches. Events
 * are anonymous: no customer, order or address in them, so the measurement stays within the CNIL
 * exemption; revenue is read from orders on the server, never from the browser.
 */
export const ANALYTICS_EVENT_TYPES = [
  /** A route shown. */
  'page',
  /** A product page viewed (`produit`). */
  'produit',
  /** Units added to the basket (`produit`, `quantite`). */
  'panier',
  /** A checkout step reached (`etape`: 1 address, 2 delivery, 3 payment). */
  'etape',
  /** A payment confirmed (no amount, no order id). */
  'achat',
  /** The page is being left: the last event of a batch sent by beacon. */
  'fin',
] as const;
export type AnalyticsEventType = (typeof ANALYTICS_EVENT_TYPES)[number];

/** How the app is displayed (the display-mode media feature). */
export const DISPLAY_MODES = ['browser', 'standalone', 'minimal-ui', 'fullscreen'] as const;

const id = z.number().int().min(1).max(2_147_483_647);

export const AnalyticsEventSchema = z.object({
  type: z.enum(ANALYTICS_EVENT_TYPES),
  /** When it happened, ms since epoch (the browser's clock; the server bounds it). */
  ts: z.number().int().min(0).max(8_640_000_000_000),
  /** The route's path, without query string or fragment. */
  chemin: z
    .string()
    .max(300)
    .regex(/^\/[^?#\s]*$/u),
  langue: z.enum(LOCALES),
  theme: z.enum(['clair', 'sombre']),
  /** The app's version (build). */
  version: z.string().max(32),
  /** Installed as an app (added to the home screen). */
  installe: z.boolean(),
  affichage: z.enum(DISPLAY_MODES),
  /** Where the visit came from: the referring site's host or a campaign's utm_source (first page only). */
  source: z.string().max(100).optional(),
  produit: id.optional(),
  quantite: z.number().int().min(1).max(999).optional(),
  etape: z.number().int().min(1).max(3).optional(),
});
export type AnalyticsEvent = z.infer<typeof AnalyticsEventSchema>;

/**
 * The tracker's rules: more than 99 events, 10 s of quiet, and at most 48 KiB a batch.
 * So a batch never holds more than 100 events (99 waiting and the end event), and a visit sends a
 * few batches a minute; the server refuses more (analytics-limits.ts in the API).
 */
export const ANALYTICS_LIMITS = {
  maxBufferedEvents: 99,
  quietMs: 10_000,
  maxBatchBytes: 48 * 1024,
  /** Events in one batch. */
  maxBatchEvents: 100,
  /** Batches one visit may send in a minute: a quiet flush every 10 s, and one each time a page is left. */
  visitBatchesPerMinute: 30,
  /** What the server reads of one request. */
  maxRequestBytes: 64 * 1024,
} as const;

/** One batch as the tracker sends it. */
export const AnalyticsBatchSchema = z.array(AnalyticsEventSchema).min(1).max(ANALYTICS_LIMITS.maxBatchEvents);

/** The anonymous session id (random, first-party) and a batch's id (random, for idempotent retries). */
export const AnalyticsSessionIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/u);
export const AnalyticsBatchIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,36}$/u);

/** Daily rollups are kept 25 months: the longest period the stats screen reads. */
export const STATS_MAX_DAYS = 762;

const day = CalendarDateSchema;

/** `GET /api/admin/stats?du=&au=`: a period of Paris days, both included. */
export const StatsQuerySchema = z
  .object({ du: day, au: day })
  .strict()
  .refine((query) => query.du <= query.au, { message: 'La fin précède le début.', path: ['au'] })
  .refine((query) => (Date.parse(query.au) - Date.parse(query.du)) / 86_400_000 < STATS_MAX_DAYS, {
    message: 'Au plus 25 mois.',
    path: ['au'],
  });
export type StatsQuery = z.infer<typeof StatsQuerySchema>;

const count = z.number().int();
const Ranked = z.object({ valeur: z.string(), visites: count, vues: count });

/** Totals of a period: visits, page views, units sold, revenue (lines TTC, cents). */
const PeriodTotalsSchema = z.object({ visites: count, vues: count, unites: count, ca_ttc: count });

export const StatsReportSchema = z.object({
  code: z.literal(200),
  du: day,
  au: day,
  totaux: PeriodTotalsSchema,
  /** The same length of time just before, for comparison. */
  precedent: PeriodTotalsSchema.extend({ du: day, au: day }),
  jours: z.array(z.object({ jour: day, visites: count, vues: count })),
  pages: z.array(Ranked),
  sources: z.array(Ranked),
  appareils: z.array(Ranked),
  navigateurs: z.array(Ranked),
  langues: z.array(Ranked),
  pays: z.array(Ranked),
  /** Visits at each step: visite → produit → panier → commande → paiement → achat. */
  tunnel: z.array(
    z.object({ etape: z.enum(['visite', 'produit', 'panier', 'commande', 'paiement', 'achat']), visites: count }),
  ),
  produits: z.array(
    z.object({
      produit_id: count,
      label: z.string(),
      vues: count,
      ajouts: count,
      commandes: count,
      unites: count,
      ca_ttc: count,
    }),
  ),
});
export type StatsReport = z.infer<typeof StatsReportSchema>;
export const FUNNEL_STEPS = StatsReportSchema.shape.tunnel.element.shape.etape.options;

/** Raw events are read over at most 31 Paris days at a time (they are partitioned by month). */
export const TRACKS_MAX_DAYS = 31;
/** Sessions per page of the `tracks` list, and the most events a session's timeline shows. */
export const TRACKS_PAGE_SIZE = 50;
export const TRACKS_MAX_EVENTS = 2_000;

/**
 * `GET /api/admin/tracks?session=&du=&au=&page=` (admin, for support): without `session`, the
 * period's sessions, the most recently active first; with it, that session's events in order.
 */
export const TracksQuerySchema = z
  .object({
    session: AnalyticsSessionIdSchema.optional(),
    du: day,
    au: day,
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .strict()
  .refine((query) => query.du <= query.au, { message: 'La fin précède le début.', path: ['au'] })
  .refine((query) => (Date.parse(query.au) - Date.parse(query.du)) / 86_400_000 < TRACKS_MAX_DAYS, {
    message: 'Au plus 31 jours.',
    path: ['au'],
  });
export type TracksQuery = z.infer<typeof TracksQuerySchema>;

export const TrackSessionSchema = z.object({
  session_id: z.string(),
  /** First and last event (ISO instants). */
  debut: z.string(),
  fin: z.string(),
  evenements: count,
  pages: count,
  appareil: z.string(),
  pays: z.string().nullable(),
  source: z.string().nullable(),
});
export type TrackSession = z.infer<typeof TrackSessionSchema>;

export const TrackEventSchema = z.object({
  ts: z.string(),
  type: z.enum(ANALYTICS_EVENT_TYPES),
  chemin: z.string(),
  langue: z.string(),
  theme: z.string(),
  version: z.string(),
  installe: z.boolean(),
  affichage: z.string(),
  source: z.string().nullable(),
  produit_id: count.nullable(),
  quantite: count.nullable(),
  etape: count.nullable(),
  appareil: z.string(),
  navigateur: z.string(),
  systeme: z.string(),
  pays: z.string().nullable(),
});
export type TrackEvent = z.infer<typeof TrackEventSchema>;

export const TracksSessionsAnswerSchema = z.object({
  code: z.literal(200),
  du: day,
  au: day,
  page: count,
  limit: count,
  /** Whether a next page exists (raw events are not counted in full). */
  suivante: z.boolean(),
  sessions: z.array(TrackSessionSchema),
});
export const TracksTimelineAnswerSchema = z.object({
  code: z.literal(200),
  du: day,
  au: day,
  session_id: z.string(),
  /** In order; at most TRACKS_MAX_EVENTS (`tronque` says when more were left out). */
  evenements: z.array(TrackEventSchema),
  tronque: z.boolean(),
});
export const TracksAnswerSchema = z.union([TracksTimelineAnswerSchema, TracksSessionsAnswerSchema]);
export type TracksSessionsAnswer = z.infer<typeof TracksSessionsAnswerSchema>;
export type TracksTimelineAnswer = z.infer<typeof TracksTimelineAnswerSchema>;
export type TracksAnswer = z.infer<typeof TracksAnswerSchema>;
