import type { AnalyticsEvent } from '@boutique/domain';
import Bowser from 'bowser';
import { isbot } from 'isbot';
import type { Database } from '../../db/client.ts';
import {
  createMonthPartitions,
  deleteBatchIdsBefore,
  dropPartitionsBefore,
  insertBatches,
  type EventRow,
} from './analytics.queries.ts';

const DAY_MS = 86_400_000;
/** Raw events are kept 13 months (CNIL: audience measurement data at most 25 months, we keep less). */
export const RAW_EVENTS_MONTHS = 13;

/** What the request tells about the visitor, read once and then forgotten (no IP, no user agent kept). */
export interface Visitor {
  userAgent: string | undefined;
  /** An ISO country code from a trusted proxy header, or the browser's language region. */
  country: string | null;
}

const DEVICES: Record<string, string> = { mobile: 'mobile', tablet: 'tablette', desktop: 'ordinateur' };

/** Device, browser and system families from a user agent: the only part of it stored. */
export function describeDevice(userAgent: string) {
  const parsed = Bowser.parse(userAgent);
  return {
    appareil: DEVICES[parsed.platform.type ?? ''] ?? 'autre',
    navigateur: parsed.browser.name ?? 'autre',
    systeme: parsed.os.name ?? 'autre',
  };
}

/** The event's moment: the browser's clock, unless it is in the future or more than a day old. */
const bounded = (ts: number, now: number) => new Date(ts > now || ts < now - DAY_MS ? now : ts);

/**
 * Takes the tracker's batches without making the visitor wait: a
 * batch is checked, stripped of what identifies the visitor and buffered; the buffer is written
 * in multi-row inserts once it holds 1,000 events or after 1 s. A batch sent twice (a retry) is
 * stored once.
 */
export function createAnalyticsIngest(db: Database, options: { flushMs?: number; maxRows?: number } = {}) {
  const flushMs = options.flushMs ?? 1_000;
  const maxRows = options.maxRows ?? 1_000;
  let waiting = new Map<string, { session_id: string; lot: string; rows: EventRow[] }>();
  let rowCount = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let writing: Promise<unknown> = Promise.resolve();
  let partitionsReady: Promise<void> | null = null;

  const ensurePartitions = () => {
    // This month and the next, so an insert never lands outside the table.
    partitionsReady ??= createMonthPartitions(db, new Date(), 2).catch((error: unknown) => {
      partitionsReady = null;
      throw error;
    });
    return partitionsReady;
  };

  function flush(): Promise<unknown> {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (waiting.size === 0) return writing;
    const batches = [...waiting.values()];
    waiting = new Map();
    rowCount = 0;
    writing = writing
      .then(() => ensurePartitions())
      .then(() => insertBatches(db, batches))
      .catch((error: unknown) => {
        // Statistics are not worth a crash: the batch is lost, the reason logged.
        console.error('Mesure d’audience : lot non enregistré', error instanceof Error ? error.message : error);
      });
    return writing;
  }

  return {
    /** Buffers a checked batch (AnalyticsBatchSchema), stripped of what identifies the visitor; bots are dropped. */
    accept(sessionId: string, lot: string, events: readonly AnalyticsEvent[], visitor: Visitor): 'stored' | 'bot' {
      if (!visitor.userAgent || isbot(visitor.userAgent)) return 'bot';
      const key = `${sessionId}/${lot}`;
      if (waiting.has(key)) return 'stored';
      const device = describeDevice(visitor.userAgent);
      const now = Date.now();
      const rows = events.map((event) => ({
        ts: bounded(event.ts, now),
        session_id: sessionId,
        type: event.type,
        chemin: event.chemin,
        langue: event.langue,
        theme: event.theme,
        version: event.version,
        installe: event.installe,
        affichage: event.affichage,
        source: event.source ?? null,
        produit_id: event.produit ?? null,
        quantite: event.quantite ?? null,
        etape: event.etape ?? null,
        ...device,
        pays: visitor.country,
      }));
      waiting.set(key, { session_id: sessionId, lot, rows });
      rowCount += rows.length;
      if (rowCount >= maxRows) void flush();
      else timer ??= setTimeout(() => void flush(), flushMs);
      return 'stored';
    },
    /** Writes what waits (on shutdown, and in tests). */
    flush,
    /** Daily upkeep: next month's partition ahead, raw events past 13 months and old batch ids dropped. */
    async upkeep(now = new Date()) {
      partitionsReady = null;
      await createMonthPartitions(db, now, 2);
      const dropped = await dropPartitionsBefore(
        db,
        new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - RAW_EVENTS_MONTHS, 1)),
      );
      await deleteBatchIdsBefore(db, new Date(now.getTime() - 2 * DAY_MS));
      return dropped;
    },
  };
}

export type AnalyticsIngest = ReturnType<typeof createAnalyticsIngest>;
