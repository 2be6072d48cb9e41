import { describe, expect, it } from 'vitest';
import { shopDateTimeFormat, shopInstant, shopWallClock } from './shop-time.ts';

describe('shopDateTimeFormat', () => {
  it('shows instants in Paris time, summer and winter, whatever the zone asked for', () => {
    const short = shopDateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'America/New_York' });
    expect(short.format(new Date('2026-07-01T10:00:00Z'))).toBe('01/07/2026 12:00');
    expect(short.format(new Date('2026-02-10T23:30:00Z'))).toBe('11/02/2026 00:30');
  });
});

describe('shopWallClock and shopInstant', () => {
  it('read an instant as Paris wall-clock time and back, summer and winter', () => {
    expect(shopWallClock('2026-12-31T22:59:00.000Z')).toBe('2026-12-31T23:59');
    expect(shopWallClock(new Date('2026-07-01T10:00:00Z'))).toBe('2026-07-01T12:00');
    expect(shopInstant('2026-12-31T23:59')?.toISOString()).toBe('2026-12-31T22:59:00.000Z');
    expect(shopInstant('2026-07-01T12:00')?.toISOString()).toBe('2026-07-01T10:00:00.000Z');
  });

  it('keep to the right side of a clock change', () => {
    // 29 March 2026: 02:00 becomes 03:00; 25 October 2026: 03:00 becomes 02:00.
    expect(shopInstant('2026-03-29T01:30')?.toISOString()).toBe('2026-03-29T00:30:00.000Z');
    expect(shopInstant('2026-03-29T03:30')?.toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(shopInstant('2026-03-29T02:30')?.toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(shopInstant('2026-10-25T01:30')?.toISOString()).toBe('2026-10-24T23:30:00.000Z');
    expect(shopInstant('2026-10-25T02:30')?.toISOString()).toBe('2026-10-25T01:30:00.000Z');
    expect(shopInstant('2026-10-25T03:30')?.toISOString()).toBe('2026-10-25T02:30:00.000Z');
    expect(shopWallClock('2026-10-25T00:30:00.000Z')).toBe('2026-10-25T02:30');
  });

  it('refuse what is no time', () => {
    expect(shopInstant('')).toBeNull();
    expect(shopInstant('2026-02-31T10:00')).toBeNull();
    expect(shopInstant('2026-02-10T24:00')).toBeNull();
    expect(shopWallClock(null)).toBe('');
    expect(shopWallClock('pas une date')).toBe('');
  });
});
