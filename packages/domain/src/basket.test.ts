import { describe, expect, it } from 'vitest';
import { calculateBasketTotals, calculateLineTotals, repriceBasket } from './basket-totals.ts';
import type { Basket } from './contracts/basket.ts';
import { countItems } from './basket.ts';

describe('basket totals', () => {
  it('multiplies unit prices by quantities and falls back to the price without an initial price', () => {
    expect(
      calculateLineTotals({ qtt: 3, prix_ht: 1000, prix_ttc: 1200, prix_initial_ht: null, prix_initial_ttc: null }),
    ).toEqual({ prix_total_ht: 3000, prix_total: 3600, prix_total_initial_ht: 3000, prix_total_initial: 3600 });
  });

  it('sums count, HT, TTC and initial totals across lines', () => {
    expect(
      calculateBasketTotals([
        { qtt: 2, prix_ht: 4158, prix_ttc: 4990, prix_initial_ht: 4992, prix_initial_ttc: 5990 },
        { qtt: 1, prix_ht: 1000, prix_ttc: 1200, prix_initial_ht: null, prix_initial_ttc: null },
      ]),
    ).toEqual({ count: 3, total_ht: 9316, total_ttc: 11180, total_initial_ht: 10984, total_initial_ttc: 13180 });
  });

  it('counts a basket again from other unit prices (a country’s), the lines and the totals alike', () => {
    const variant = (id: number, prix_ttc: number, prix_initial_ttc: number | null) => ({
      id,
      conteneur: 'Flacon',
      label: '50 ml',
      prix_ht: Math.round(prix_ttc / 1.2),
      prix_ttc,
      prix_initial_ht: prix_initial_ttc === null ? null : Math.round(prix_initial_ttc / 1.2),
      prix_initial_ttc,
      prix_anterieur_ht: null,
      prix_anterieur_ttc: null,
      stock: null,
    });
    const line = (declinaison: ReturnType<typeof variant>, quantity: number) => ({
      id: declinaison.id,
      quantity,
      produit: { id: declinaison.id, slug: 'p', label: 'P' },
      declinaison,
      ...calculateLineTotals({ ...declinaison, qtt: quantity }),
    });
    const lignes = [line(variant(1, 4900, 5500), 2), line(variant(2, 1200, null), 1)];
    const basket: Basket = {
      hash: 'h',
      commandes_declinaisons: [],
      ventesCroisees: [],
      lignes,
      ...calculateBasketTotals(lignes.map((l) => ({ ...l.declinaison, qtt: l.quantity }))),
    };
    const german = { id: 1, prix_ht: 4083, prix_ttc: 4859, prix_initial_ht: null, prix_initial_ttc: null };
    const repriced = repriceBasket(basket, (v) => (v.id === 1 ? { ...v, ...german } : v));
    expect(repriced.lignes[0]).toMatchObject({ prix_total: 9718, prix_total_ht: 8166, prix_total_initial: 9718 });
    expect(repriced.lignes[1]).toEqual(basket.lignes[1]);
    expect(repriced).toMatchObject({ count: 3, total_ttc: 9718 + 1200, total_initial_ttc: 9718 + 1200 });
  });

  it('is zero for an empty basket', () => {
    expect(calculateBasketTotals([])).toEqual({
      count: 0,
      total_ht: 0,
      total_ttc: 0,
      total_initial_ht: 0,
      total_initial_ttc: 0,
    });
  });

  it('counts the items of a local basket, ignoring non-positive lines', () => {
    expect(
      countItems({
        '4': { declinaison_id: 4, qtt: 2 },
        '9': { declinaison_id: 9, qtt: 1 },
        '11': { declinaison_id: 11, qtt: -1 },
      }),
    ).toBe(3);
    expect(countItems({})).toBe(0);
  });
});
