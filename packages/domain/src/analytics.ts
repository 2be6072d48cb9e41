import { z } from 'zod';
import { LOCALES } from './locales.ts';

/**
 * First-party audience measurement (spec §3 "Analytics event", §7 "Activity tracking"). Events
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

/** One batch as the tracker sends it. */
export const AnalyticsBatchSchema = z.array(AnalyticsEventSchema).min(1).max(1_000);

/** The anonymous session id (random, first-party) and a batch's id (random, for idempotent retries). */
export const AnalyticsSessionIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/u);
export const AnalyticsBatchIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,36}$/u);

/** The tracker's rules (spec §7): more than 99 events, 10 s of quiet, and at most 48 KiB a batch. */
export const ANALYTICS_LIMITS = {
  maxBufferedEvents: 99,
  quietMs: 10_000,
  maxBatchBytes: 48 * 1024,
  /** What the server reads of one request. */
  maxRequestBytes: 64 * 1024,
} as const;
