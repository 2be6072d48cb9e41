import { describe, expect, it } from 'vitest';
import { shopDateTimeFormat } from './shop-time.ts';

describe('shopDateTimeFormat', () => {
  it('shows instants in Paris time, summer and winter, whatever the zone asked for', () => {
    const short = shopDateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'America/New_York' });
    expect(short.format(new Date('2026-07-01T10:00:00Z'))).toBe('01/07/2026 12:00');
    expect(short.format(new Date('2026-02-10T23:30:00Z'))).toBe('11/02/2026 00:30');
  });
});
