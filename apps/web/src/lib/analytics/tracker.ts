import { ANALYTICS_LIMITS, type AnalyticsEvent } from '@boutique/domain';

/** How batches leave: `fetch` while the page lives, `beacon` when it is being left. */
export interface TrackerTransport {
  send(body: string, batchId: string): void;
  /** False when the browser refused to queue it. */
  beacon(body: string, batchId: string): boolean;
}

/** What every event repeats about the page and the app. */
export type EventContext = Pick<AnalyticsEvent, 'chemin' | 'langue' | 'theme' | 'version' | 'installe' | 'affichage'>;

/** What a feature reports: its type and its own fields; the context is added here. */
export type TrackedEvent = Pick<AnalyticsEvent, 'type'> &
  Partial<Pick<AnalyticsEvent, 'ts' | 'chemin' | 'source' | 'produit' | 'quantite' | 'etape'>>;

const encoder = new TextEncoder();
const bytes = (text: string) => encoder.encode(text).length;

const randomId = () => {
  const values = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(values, (value) => value.toString(36).padStart(2, '0')).join('');
};

/**
 * Splits events into JSON arrays of at most `maxBytes` and `maxEvents` each (an event alone larger
 * than that is dropped: the server would refuse the whole batch).
 */
export function toBatches(
  events: readonly AnalyticsEvent[],
  maxBytes: number,
  maxEvents: number = ANALYTICS_LIMITS.maxBatchEvents,
): string[] {
  const batches: string[] = [];
  let current: string[] = [];
  let size = 2;
  for (const event of events) {
    const json = JSON.stringify(event);
    const length = bytes(json) + 1;
    if (length + 2 > maxBytes) continue;
    if ((size + length > maxBytes || current.length === maxEvents) && current.length > 0) {
      batches.push(`[${current.join(',')}]`);
      current = [];
      size = 2;
    }
    current.push(json);
    size += length;
  }
  if (current.length > 0) batches.push(`[${current.join(',')}]`);
  return batches;
}

/**
 * The event buffer: sent when more than 99 events wait, after 10 s
 * without a new one, and by beacon when the page is left (an end event first), in batches of at
 * most 48 KiB, each with its own id so a retried batch is stored once.
 */
export function createTracker(transport: TrackerTransport, context: () => EventContext, now = () => Date.now()) {
  let buffer: AnalyticsEvent[] = [];
  let quiet: ReturnType<typeof setTimeout> | undefined;

  const clearQuiet = () => {
    if (quiet !== undefined) clearTimeout(quiet);
    quiet = undefined;
  };

  function flush(mode: 'fetch' | 'beacon') {
    clearQuiet();
    if (buffer.length === 0) return;
    const events = buffer;
    buffer = [];
    for (const batch of toBatches(events, ANALYTICS_LIMITS.maxBatchBytes)) {
      const id = randomId();
      if (mode === 'fetch' || !transport.beacon(batch, id)) transport.send(batch, id);
    }
  }

  return {
    track(event: TrackedEvent) {
      buffer.push({ ...context(), ts: now(), ...event });
      if (buffer.length > ANALYTICS_LIMITS.maxBufferedEvents) {
        flush('fetch');
        return;
      }
      clearQuiet();
      quiet = setTimeout(() => flush('fetch'), ANALYTICS_LIMITS.quietMs);
    },
    /** The page is being left: an end event, then everything by beacon. */
    leave() {
      buffer.push({ ...context(), ts: now(), type: 'fin' });
      flush('beacon');
    },
    /** Opt-out: what waits is dropped at once, nothing more leaves. */
    clear() {
      clearQuiet();
      buffer = [];
    },
    get pending() {
      return buffer.length;
    },
  };
}

export type Tracker = ReturnType<typeof createTracker>;
