import { AnalyticsBatchSchema, ANALYTICS_LIMITS } from '@boutique/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTracker, toBatches, type EventContext } from './tracker.ts';

const context: EventContext = {
  chemin: '/fr/accueil',
  langue: 'fr',
  theme: 'clair',
  version: '1.0.0',
  installe: false,
  affichage: 'browser',
};

function setUp() {
  const sent: { body: string; id: string; by: 'fetch' | 'beacon' }[] = [];
  let beaconWorks = true;
  const tracker = createTracker(
    {
      send: (body, id) => sent.push({ body, id, by: 'fetch' }),
      beacon: (body, id) => {
        if (beaconWorks) sent.push({ body, id, by: 'beacon' });
        return beaconWorks;
      },
    },
    () => context,
  );
  const events = (index: number) => AnalyticsBatchSchema.parse(JSON.parse(sent[index]!.body));
  return { tracker, sent, events, refuseBeacons: () => (beaconWorks = false) };
}

describe('the analytics tracker', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('holds 99 events, and sends them with the 100th at once', () => {
    const { tracker, sent, events } = setUp();
    for (let index = 0; index < 99; index += 1) tracker.track({ type: 'page' });
    expect(sent).toHaveLength(0);
    tracker.track({ type: 'produit', produit: 3 });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.by).toBe('fetch');
    expect(events(0)).toHaveLength(100);
    expect(events(0)[99]).toMatchObject({ type: 'produit', produit: 3, langue: 'fr' });
    expect(tracker.pending).toBe(0);
  });

  it('sends after 10 s without a new event, the quiet restarting with each one', () => {
    const { tracker, sent, events } = setUp();
    tracker.track({ type: 'page' });
    vi.advanceTimersByTime(9_000);
    tracker.track({ type: 'panier', produit: 2, quantite: 1 });
    vi.advanceTimersByTime(9_999);
    expect(sent).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(sent).toHaveLength(1);
    expect(events(0).map((event) => event.type)).toEqual(['page', 'panier']);
    vi.advanceTimersByTime(60_000);
    expect(sent).toHaveLength(1);
  });

  it('sends by beacon when the page is left, an end event last, and by fetch when the beacon is refused', () => {
    const { tracker, sent, events, refuseBeacons } = setUp();
    tracker.track({ type: 'page' });
    tracker.leave();
    expect(sent.map((entry) => entry.by)).toEqual(['beacon']);
    expect(events(0).map((event) => event.type)).toEqual(['page', 'fin']);
    vi.advanceTimersByTime(20_000);
    expect(sent).toHaveLength(1);

    refuseBeacons();
    tracker.track({ type: 'page' });
    tracker.leave();
    expect(sent.map((entry) => entry.by)).toEqual(['beacon', 'fetch']);
  });

  it('keeps every batch under 48 KiB, each with its own id', () => {
    const { tracker, sent } = setUp();
    const long = `/fr/${'a'.repeat(290)}`;
    for (let index = 0; index < 99; index += 1) tracker.track({ type: 'page', chemin: long, source: 's'.repeat(100) });
    tracker.leave();
    expect(sent.length).toBeGreaterThan(1);
    for (const { body } of sent)
      expect(new TextEncoder().encode(body).length).toBeLessThanOrEqual(ANALYTICS_LIMITS.maxBatchBytes);
    expect(sent.flatMap((entry) => JSON.parse(entry.body) as unknown[])).toHaveLength(100);
    expect(new Set(sent.map((entry) => entry.id)).size).toBe(sent.length);
  });

  it('drops what waits when the visitor opts out', () => {
    const { tracker, sent } = setUp();
    tracker.track({ type: 'page' });
    tracker.clear();
    vi.advanceTimersByTime(20_000);
    expect(sent).toHaveLength(0);
  });
});

describe('toBatches', () => {
  it('leaves out an event too large to send on its own', () => {
    const event = { ...context, type: 'page' as const, ts: 1 };
    expect(toBatches([event, { ...event, chemin: `/${'x'.repeat(100)}` }], 200)).toHaveLength(1);
  });

  it('puts at most 100 events in a batch, however small they are (the server refuses more)', () => {
    const event = { ...context, type: 'page' as const, ts: 1 };
    const batches = toBatches(
      Array.from({ length: 250 }, () => event),
      ANALYTICS_LIMITS.maxBatchBytes,
    );
    expect(batches.map((batch) => AnalyticsBatchSchema.parse(JSON.parse(batch)).length)).toEqual([100, 100, 50]);
  });
});
