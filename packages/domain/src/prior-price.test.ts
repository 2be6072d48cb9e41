import { describe, expect, it } from 'vitest';
import {
  calculatePriorPrice,
  calculatePriorPriceReference,
  calculateReductionStart,
  isReducedPrice,
  priorPriceForMode,
  reductionReference,
  type PriceHistoryEntry,
} from './prior-price.ts';

const START = new Date('2026-06-01T10:00:00Z');
const daysBefore = (days: number, from = START) => new Date(from.getTime() - days * 86_400_000);

/** An entry selling at `ttc` (HT a sixth less), struck from `initialTtc` when given. */
const entry = (at: Date, ttc: number, initialTtc: number | null = null): PriceHistoryEntry => ({
  at,
  prix_ht: Math.round(ttc / 1.2),
  prix_ttc: ttc,
  prix_initial_ht: initialTtc === null ? null : Math.round(initialTtc / 1.2),
  prix_initial_ttc: initialTtc,
});

describe('isReducedPrice', () => {
  it('sees a reduction only when the struck price is above the selling price', () => {
    expect(isReducedPrice({ prix_ttc: 1000, prix_initial_ttc: 1200 })).toBe(true);
    expect(isReducedPrice({ prix_ttc: 1000, prix_initial_ttc: 1000 })).toBe(false);
    expect(isReducedPrice({ prix_ttc: 1000, prix_initial_ttc: null })).toBe(false);
  });
});

describe('calculatePriorPrice', () => {
  it('answers the lowest price in effect during the 30 days before the reduction', () => {
    const history = [entry(daysBefore(60), 2000), entry(daysBefore(20), 1800), entry(daysBefore(10), 1900)];
    expect(calculatePriorPrice(history, START)).toEqual({ prix_ht: 1500, prix_ttc: 1800 });
  });

  it('counts the price already in effect when the window opens, not the ones it replaced', () => {
    const history = [entry(daysBefore(90), 1000), entry(daysBefore(45), 2400), entry(daysBefore(5), 2600)];
    expect(calculatePriorPrice(history, START)?.prix_ttc).toBe(2400);
  });

  it('counts a price set at exactly 30 days before, and drops one replaced at exactly that instant', () => {
    const history = [entry(daysBefore(40), 1000), entry(daysBefore(30), 2000), entry(daysBefore(1), 2200)];
    expect(calculatePriorPrice(history, START)?.prix_ttc).toBe(2000);
  });

  it('ignores a change at exactly the start: that is the reduction itself', () => {
    const history = [entry(daysBefore(50), 2000), entry(START, 1500, 2000)];
    expect(calculatePriorPrice(history, START)?.prix_ttc).toBe(2000);
  });

  it('uses what is known when the history is shorter than 30 days', () => {
    const history = [entry(daysBefore(3), 2500), entry(daysBefore(1), 2300), entry(START, 1900, 2500)];
    expect(calculatePriorPrice(history, START)?.prix_ttc).toBe(2300);
  });

  it('knows no prior price when nothing was recorded before the reduction began', () => {
    expect(calculatePriorPrice([entry(START, 1500, 2000)], START)).toBeNull();
    expect(calculatePriorPrice([], START)).toBeNull();
  });

  it('counts an earlier promotion that ended within the window', () => {
    const history = [
      entry(daysBefore(60), 2000),
      entry(daysBefore(25), 1400, 2000),
      entry(daysBefore(15), 2000),
      entry(START, 1600, 2000),
    ];
    expect(calculatePriorPrice(history, START)?.prix_ttc).toBe(1400);
  });

  it('reads the history in time order whatever order it comes in', () => {
    const history = [entry(daysBefore(10), 1900), entry(daysBefore(60), 2000), entry(daysBefore(20), 1800)];
    expect(calculatePriorPrice(history, START)?.prix_ttc).toBe(1800);
  });
});

describe('calculateReductionStart', () => {
  it('is null when the latest prices show no reduction', () => {
    expect(calculateReductionStart([entry(daysBefore(10), 1500, 2000), entry(daysBefore(2), 2000)])).toBeNull();
  });

  it('keeps the first step of a progressive reduction (art. 6a(5))', () => {
    const history = [
      entry(daysBefore(90), 2000),
      entry(daysBefore(20), 1800, 2000),
      entry(daysBefore(10), 1500, 2000),
      entry(daysBefore(1), 1200, 2000),
    ];
    expect(calculateReductionStart(history)).toEqual(daysBefore(20));
  });

  it('starts afresh after the price went back to unreduced', () => {
    const history = [entry(daysBefore(40), 1500, 2000), entry(daysBefore(20), 2000), entry(daysBefore(5), 1700, 2000)];
    expect(calculateReductionStart(history)).toEqual(daysBefore(5));
  });
});

describe('calculatePriorPriceReference', () => {
  it('answers the price before the first step of a progressive reduction, not the step before the last', () => {
    const history = [entry(daysBefore(90), 2000), entry(daysBefore(20), 1800, 2000), entry(daysBefore(10), 1500, 2000)];
    expect(calculatePriorPriceReference(history)?.prix_ttc).toBe(2000);
  });

  it('is null without a current reduction', () => {
    expect(calculatePriorPriceReference([entry(daysBefore(90), 2000)])).toBeNull();
  });
});

describe('priorPriceForMode', () => {
  it('picks the amount of the visitor’s price mode', () => {
    const prices = { prix_anterieur_ht: 1000, prix_anterieur_ttc: 1200 };
    expect(priorPriceForMode(prices, 'ht')).toBe(1000);
    expect(priorPriceForMode(prices, 'ttc')).toBe(1200);
  });
});

describe('reductionReference', () => {
  it('announces a reduction only against a prior price above what is charged', () => {
    expect(reductionReference(4400, 4900)).toBe(4900);
    expect(reductionReference(8800, 4900, 2)).toBe(9800);
    expect(reductionReference(4400, null)).toBeNull();
    expect(reductionReference(4400, 4400)).toBeNull();
    expect(reductionReference(4400, 4200)).toBeNull();
  });
});
