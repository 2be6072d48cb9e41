import { describe, expect, it } from 'vitest';
import { checkoutTotals } from './checkout.ts';
import {
  deliveryPriceForRegime,
  priceForRegime,
  repriceForRegime,
  vatRegime,
  type VatSettings,
} from './vat-destination.ts';

const above: VatSettings = { oss_seuil_depasse: true, mode_prix: 'ttc' };
const below: VatSettings = { oss_seuil_depasse: false, mode_prix: 'ttc' };
/** A French price: 29,00 € HT, 34,80 € TTC at 20 %. */
const cream = { prix_ht: 2900, prix_ttc: 3480 };

describe('vatRegime', () => {
  it('charges French VAT in France and Monaco, whatever the settings', () => {
    expect(vatRegime(above, 'FR', 2000)).toEqual({ pays: 'FR', taux_bps: 2000 });
    expect(vatRegime(above, 'MC', null)).toEqual({ pays: 'FR', taux_bps: 2000 });
  });

  it('charges French VAT across the EU below the threshold', () => {
    expect(vatRegime(below, 'DE', 1900)).toEqual({ pays: 'FR', taux_bps: 2000 });
  });

  it("charges the member state's standard rate above the threshold", () => {
    expect(vatRegime(above, 'de', 1900)).toEqual({ pays: 'DE', taux_bps: 1900 });
    expect(vatRegime(above, 'HU', 2700)).toEqual({ pays: 'HU', taux_bps: 2700 });
  });

  it('falls back to French VAT for a member state whose rate is unknown', () => {
    expect(vatRegime(above, 'IT', null)).toEqual({ pays: 'FR', taux_bps: 2000 });
  });

  it('charges no VAT outside the EU, threshold or not', () => {
    expect(vatRegime(above, 'CH', 810)).toEqual({ pays: null, taux_bps: 0 });
    expect(vatRegime(below, 'US', null)).toEqual({ pays: null, taux_bps: 0 });
  });
});

describe('priceForRegime', () => {
  const germany = { pays: 'DE', taux_bps: 1900 };
  it('keeps the French prices in France', () => {
    expect(priceForRegime(cream, { pays: 'FR', taux_bps: 2000 }, 'ht')).toEqual(cream);
  });

  it('same TTC everywhere: the TTC stays, the net follows the rate (rounded to the cent)', () => {
    // 3480 / 1.19 = 2924.37
    expect(priceForRegime(cream, germany, 'ttc')).toEqual({ prix_ht: 2924, prix_ttc: 3480 });
  });

  it('same net everywhere: the net stays, the TTC adds the rate', () => {
    // 2900 × 1.19 = 3451
    expect(priceForRegime(cream, germany, 'ht')).toEqual({ prix_ht: 2900, prix_ttc: 3451 });
    expect(priceForRegime(cream, { pays: 'HU', taux_bps: 2700 }, 'ht')).toEqual({ prix_ht: 2900, prix_ttc: 3683 });
  });

  it('outside the EU the price is the net, in both modes', () => {
    for (const mode of ['ttc', 'ht'] as const) {
      expect(priceForRegime(cream, { pays: null, taux_bps: 0 }, mode)).toEqual({ prix_ht: 2900, prix_ttc: 2900 });
    }
  });

  it('reprices struck initial prices alike and keeps the other fields', () => {
    const item = { id: 4, prix_ht: 2900, prix_ttc: 3480, prix_initial_ht: 3500, prix_initial_ttc: 4200 };
    expect(repriceForRegime(item, { pays: null, taux_bps: 0 }, 'ttc')).toEqual({
      id: 4,
      prix_ht: 2900,
      prix_ttc: 2900,
      prix_initial_ht: 3500,
      prix_initial_ttc: 3500,
    });
    const plain = { prix_ht: 2900, prix_ttc: 3480, prix_initial_ht: null, prix_initial_ttc: null };
    expect(repriceForRegime(plain, germany, 'ht')).toEqual({ ...plain, prix_ttc: 3451 });
  });
});

describe('deliveryPriceForRegime', () => {
  it('keeps the TTC, or taxes the French net at the destination rate, or charges the net', () => {
    // 5,90 € TTC in France is 4,92 € HT.
    expect(deliveryPriceForRegime(590, { pays: 'DE', taux_bps: 1900 }, 'ttc')).toBe(590);
    expect(deliveryPriceForRegime(590, { pays: 'DE', taux_bps: 1900 }, 'ht')).toBe(585);
    expect(deliveryPriceForRegime(590, { pays: null, taux_bps: 0 }, 'ttc')).toBe(492);
    expect(deliveryPriceForRegime(0, { pays: 'DE', taux_bps: 1900 }, 'ht')).toBe(0);
  });
});

describe('checkoutTotals with the rates charged', () => {
  it('breaks a German order down at 19 %, delivery included, HT + VAT = TTC', () => {
    const line = { ...priceForRegime(cream, { pays: 'DE', taux_bps: 1900 }, 'ttc'), qtt: 2, tva_bps: 1900 };
    const totals = checkoutTotals([line], 590, 0);
    expect(totals.total_ttc).toBe(7550);
    expect(totals.tva).toEqual([{ taux_bps: 1900, base_ht: 6345, montant: 1205 }]);
  });

  it('an export carries a 0 % line whose net is the whole total', () => {
    const line = { ...priceForRegime(cream, { pays: null, taux_bps: 0 }, 'ttc'), qtt: 1, tva_bps: 0 };
    const totals = checkoutTotals([line], 492, 0);
    expect(totals).toMatchObject({
      total_ttc: 3392,
      total_ht: 3392,
      tva: [{ taux_bps: 0, base_ht: 3392, montant: 0 }],
    });
  });

  it('a stored rate wins over the rate read from the prices (a 1-cent line reads as 0 %)', () => {
    const totals = checkoutTotals([{ prix_ht: 1, prix_ttc: 1, qtt: 1, tva_bps: 1900 }], 0, 0);
    expect(totals.tva[0]!.taux_bps).toBe(1900);
  });
});
