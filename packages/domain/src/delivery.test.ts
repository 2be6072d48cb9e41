import { describe, expect, it } from 'vitest';
import { DEFAULT_DELIVERY_TEXT, describeDeliveryLead } from './delivery.ts';

describe('describeDeliveryLead', () => {
  it('falls back to the default text when the lead time is unknown', () => {
    expect(describeDeliveryLead(null)).toBe(DEFAULT_DELIVERY_TEXT);
    expect(describeDeliveryLead([])).toBe('Aucun délai, généralement 30 jours');
  });

  it('says "Immédiat" for zero days', () => {
    expect(describeDeliveryLead([0])).toBe('Immédiat');
    expect(describeDeliveryLead([0, 0])).toBe('Immédiat');
  });

  it('gives one count or a range, in order', () => {
    expect(describeDeliveryLead([1])).toBe('1 jour');
    expect(describeDeliveryLead([3])).toBe('3 jours');
    expect(describeDeliveryLead([4, 2])).toBe('2 à 4 jours');
  });
});
