import { describe, expect, it } from 'vitest';
import { DEFAULT_DELIVERY_TEXT, describeDeliveryLead, describeDeliveryLeadLabel } from './delivery.ts';

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

  it('gives a message key and values beside the French text', () => {
    expect(describeDeliveryLeadLabel([])).toEqual({ key: 'livraison.defaut', values: {}, text: DEFAULT_DELIVERY_TEXT });
    expect(describeDeliveryLeadLabel([3])).toEqual({ key: 'livraison.jours', values: { count: 3 }, text: '3 jours' });
    expect(describeDeliveryLeadLabel([4, 2])).toMatchObject({
      key: 'livraison.intervalle',
      values: { min: 2, max: 4 },
    });
  });
});
