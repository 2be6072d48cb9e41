import { describe, expect, it } from 'vitest';
import { leadTimeMessage } from './lead-time.ts';

describe('leadTimeMessage', () => {
  it('says a range of days, whatever order the two counts come in', () => {
    expect(leadTimeMessage([2, 3])).toEqual({ key: 'checkout.livraison.delai_intervalle', values: { min: 2, max: 3 } });
    expect(leadTimeMessage([5, 2])).toEqual({ key: 'checkout.livraison.delai_intervalle', values: { min: 2, max: 5 } });
  });

  it('says one count, one day or an immediate shipment', () => {
    expect(leadTimeMessage([4])).toEqual({ key: 'checkout.livraison.delai_jours', values: { jours: 4 } });
    expect(leadTimeMessage([3, 3])).toEqual({ key: 'checkout.livraison.delai_jours', values: { jours: 3 } });
    expect(leadTimeMessage([1])).toEqual({ key: 'checkout.livraison.delai_un_jour', values: {} });
    expect(leadTimeMessage([0])).toEqual({ key: 'checkout.livraison.delai_immediat', values: {} });
  });
});
