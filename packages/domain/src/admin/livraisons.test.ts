import { describe, expect, it } from 'vitest';
import { deliveryMethodErrors, methodesLivraisonsResource } from './livraisons.ts';

describe('deliveryMethodErrors', () => {
  it('keeps the longest lead time at or above the shortest', () => {
    expect(deliveryMethodErrors({ delai_min: 4, delai_max: 2 })).toHaveProperty('delai_max');
    expect(deliveryMethodErrors({ delai_min: 2, delai_max: 4 })).toEqual({});
  });
  it('refuses two bands with the same country and weight, and a band for a country not served', () => {
    const errors = deliveryMethodErrors({
      pays: ['FR'],
      tarifs: [
        { pays: 'FR', poids_max: 500, prix_ttc: 690 },
        { pays: 'FR', poids_max: 500, prix_ttc: 790 },
        { pays: 'DE', poids_max: null, prix_ttc: 1990 },
      ],
    });
    expect(errors.tarifs).toEqual([
      'Deux tranches ont le même pays et le même poids maximum.',
      'La tranche DE vise un pays que ce mode ne dessert pas.',
    ]);
  });
  it('accepts bands for every country and per country', () => {
    const tarifs = [
      { pays: null, poids_max: 500, prix_ttc: 690 },
      { pays: 'FR', poids_max: 500, prix_ttc: 590 },
      { pays: null, poids_max: null, prix_ttc: 1290 },
    ];
    expect(deliveryMethodErrors({ pays: ['FR', 'BE'], tarifs })).toEqual({});
  });
});

describe('the delivery method input', () => {
  const base = { transporteur_id: 1, label: 'Colissimo', prix_ttc: 690, delai_min: 2, delai_max: 3, pays: ['FR'] };
  it('takes price bands, with country codes upper-cased', () => {
    const parsed = methodesLivraisonsResource.input.parse({
      ...base,
      tarifs: [{ pays: 'fr', poids_max: 1000, prix_ttc: 890 }],
    });
    expect(parsed.tarifs).toEqual([{ pays: 'FR', poids_max: 1000, prix_ttc: 890 }]);
  });
  it('refuses a band with a negative price or a weight of zero', () => {
    expect(
      methodesLivraisonsResource.input.safeParse({ ...base, tarifs: [{ pays: null, poids_max: 0, prix_ttc: 1 }] })
        .success,
    ).toBe(false);
    expect(
      methodesLivraisonsResource.input.safeParse({ ...base, tarifs: [{ pays: null, poids_max: null, prix_ttc: -1 }] })
        .success,
    ).toBe(false);
  });
});
