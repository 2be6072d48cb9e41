import { describe, expect, it } from 'vitest';
import {
  allocate,
  checkoutTotals,
  deliveryBasePrice,
  deliveryPrice,
  discountAmount,
  discountableTtc,
  discountAppliesTo,
  discountRefusal,
  DISCOUNT_SCOPE_REFUSAL,
  vatRateBps,
  type DiscountRules,
} from './checkout.ts';

const rules = (overrides: Partial<DiscountRules> = {}): DiscountRules => ({
  type: 'pourcentage',
  valeur: 1000,
  debut: null,
  fin: null,
  minimum_ttc: 0,
  limite_totale: null,
  limite_client: null,
  utilisations: 0,
  actif: true,
  ambassadeur_id: null,
  ...overrides,
});
const context = { now: new Date('2026-06-01T12:00:00Z'), lignesTtc: 5000, userId: 7, usesByUser: 0 };

describe('vatRateBps', () => {
  it('reads 20 % and 5.5 % from the two prices', () => {
    expect(vatRateBps({ prix_ht: 2900, prix_ttc: 3480 })).toBe(2000);
    expect(vatRateBps({ prix_ht: 1000, prix_ttc: 1055 })).toBe(550);
    expect(vatRateBps({ prix_ht: 0, prix_ttc: 0 })).toBe(0);
  });
});

describe('discountAmount', () => {
  it('takes a percentage of the lines, rounded to the cent', () => {
    expect(discountAmount({ type: 'pourcentage', valeur: 1000 }, 3455)).toBe(346);
  });
  it('never takes more than the lines', () => {
    expect(discountAmount({ type: 'montant', valeur: 1500 }, 1200)).toBe(1200);
    expect(discountAmount({ type: 'montant', valeur: 1500 }, 9000)).toBe(1500);
  });
});

describe('deliveryPrice', () => {
  it('is free from the threshold for methods that allow it', () => {
    expect(deliveryPrice({ prix_ttc: 690, franco: true }, 9000, 9000)).toBe(0);
    expect(deliveryPrice({ prix_ttc: 690, franco: true }, 8999, 9000)).toBe(690);
    expect(deliveryPrice({ prix_ttc: 1290, franco: false }, 20000, 9000)).toBe(1290);
    expect(deliveryPrice({ prix_ttc: 690, franco: true }, 20000, 0)).toBe(690);
  });
});

describe('deliveryBasePrice', () => {
  const method = {
    prix_ttc: 990,
    tarifs: [
      { pays: null, poids_max: 2000, prix_ttc: 1290 },
      { pays: null, poids_max: 500, prix_ttc: 690 },
      { pays: 'BE', poids_max: 1000, prix_ttc: 1490 },
    ],
  };
  it('takes the lightest band that holds the parcel', () => {
    expect(deliveryBasePrice(method, { pays: 'FR', poids: 500 })).toBe(690);
    expect(deliveryBasePrice(method, { pays: 'FR', poids: 501 })).toBe(1290);
  });
  it("prefers the country's own bands, then those of every country", () => {
    expect(deliveryBasePrice(method, { pays: 'BE', poids: 300 })).toBe(1490);
    expect(deliveryBasePrice(method, { pays: 'BE', poids: 1500 })).toBe(1290);
  });
  it("falls back to the method's price when no band takes the parcel, or without a parcel", () => {
    expect(deliveryBasePrice(method, { pays: 'FR', poids: 2500 })).toBe(990);
    expect(deliveryBasePrice(method)).toBe(990);
    expect(deliveryBasePrice({ prix_ttc: 590, tarifs: [] }, { pays: 'FR', poids: 100 })).toBe(590);
  });
  it('an open band (no weight limit) takes any parcel, after the bounded ones', () => {
    const open = { prix_ttc: 0, tarifs: [{ pays: null, poids_max: null, prix_ttc: 2490 }, ...method.tarifs] };
    expect(deliveryBasePrice(open, { pays: 'FR', poids: 400 })).toBe(690);
    expect(deliveryBasePrice(open, { pays: 'FR', poids: 9000 })).toBe(2490);
  });
  it('the free-delivery threshold wins over any band', () => {
    expect(deliveryPrice({ ...method, franco: true }, 9000, 9000, { pays: 'FR', poids: 1800 })).toBe(0);
    expect(deliveryPrice({ ...method, franco: true }, 100, 9000, { pays: 'FR', poids: 1800 })).toBe(1290);
  });
});

describe('discountRefusal', () => {
  it('accepts a valid code', () => expect(discountRefusal(rules(), context)).toBeNull());
  it('refuses outside its dates or when inactive', () => {
    expect(discountRefusal(rules({ debut: new Date('2026-07-01') }), context)).toMatch(/pas valable/u);
    expect(discountRefusal(rules({ fin: new Date('2026-05-01') }), context)).toMatch(/pas valable/u);
    expect(discountRefusal(rules({ actif: false }), context)).toMatch(/pas valable/u);
  });
  it('refuses below the minimum basket, with the amount', () => {
    expect(discountRefusal(rules({ minimum_ttc: 9000 }), context)).toBe(
      "Ce code demande un panier d'au moins 90,00 €.",
    );
  });
  it('refuses once the limits are reached', () => {
    expect(discountRefusal(rules({ limite_totale: 1, utilisations: 1 }), context)).toBe('Ce code a déjà été utilisé.');
    expect(discountRefusal(rules({ limite_client: 1 }), { ...context, usesByUser: 1 })).toBe(
      'Vous avez déjà utilisé ce code.',
    );
  });
  it("refuses an ambassador's own code", () => {
    expect(discountRefusal(rules({ ambassadeur_id: 7 }), context)).toMatch(/propre code/u);
  });
});

describe('allocate', () => {
  it('splits in proportion with exact sums', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(0, [5, 5])).toEqual([0, 0]);
    expect(allocate(7, [0, 0])).toEqual([7, 0]);
  });
});

describe('checkoutTotals', () => {
  it('adds delivery, takes the discount off and splits VAT by rate', () => {
    const totals = checkoutTotals(
      [
        { prix_ht: 2900, prix_ttc: 3480, qtt: 2 },
        { prix_ht: 1000, prix_ttc: 1055, qtt: 1 },
      ],
      690,
      800,
    );
    expect(totals.lignes_ttc).toBe(8015);
    expect(totals.lignes_ht).toBe(6800);
    expect(totals.total_ttc).toBe(8015 + 690 - 800);
    expect(totals.tva.map((line) => line.taux_bps)).toEqual([2000, 550]);
    const vat = totals.tva.reduce((sum, line) => sum + line.montant, 0);
    expect(totals.total_ht + vat).toBe(totals.total_ttc);
  });
  it('keeps HT + VAT = TTC for any basket', () => {
    for (let seed = 1; seed < 300; seed += 1) {
      const lines = [
        { prix_ht: 100 + ((seed * 37) % 9000), qtt: 1 + (seed % 4) },
        { prix_ht: 50 + ((seed * 53) % 4000), qtt: 1 + (seed % 3) },
      ].map((line) => ({ ...line, prix_ttc: Math.round(line.prix_ht * 1.2) }));
      const totals = checkoutTotals(lines, seed % 2 ? 690 : 0, seed % 500);
      const vat = totals.tva.reduce((sum, line) => sum + line.montant, 0);
      expect(totals.total_ht + vat).toBe(totals.total_ttc);
    }
  });
});

describe('a code restricted to products or ranges', () => {
  const lines = [
    { produit_id: 1, gamme_id: 10, ttc: 3000 },
    { produit_id: 2, gamme_id: 20, ttc: 2000 },
    { produit_id: 3, gamme_id: null, ttc: 500 },
  ];
  it('applies to every line when it names neither', () => {
    expect(discountableTtc({ produit_ids: [], gamme_ids: [] }, lines)).toBe(5500);
    expect(discountableTtc(null, lines)).toBe(5500);
  });
  it('applies to the lines of its products and of its ranges only', () => {
    expect(discountAppliesTo({ produit_ids: [2], gamme_ids: [] }, lines[0]!)).toBe(false);
    expect(discountableTtc({ produit_ids: [2], gamme_ids: [] }, lines)).toBe(2000);
    expect(discountableTtc({ produit_ids: [], gamme_ids: [10] }, lines)).toBe(3000);
    expect(discountableTtc({ produit_ids: [3], gamme_ids: [10] }, lines)).toBe(3500);
    // A product without a range never matches a range restriction.
    expect(discountAppliesTo({ produit_ids: [], gamme_ids: [10] }, lines[2]!)).toBe(false);
  });
  it('takes its percentage from, and caps its amount at, the lines it applies to', () => {
    const scoped = discountableTtc({ produit_ids: [2], gamme_ids: [] }, lines);
    expect(discountAmount({ type: 'pourcentage', valeur: 1000 }, scoped)).toBe(200);
    expect(discountAmount({ type: 'montant', valeur: 2500 }, scoped)).toBe(2000);
  });
  it('is refused with a clear message when none of its products is in the basket', () => {
    const scope = { produit_ids: [9], gamme_ids: [99] };
    expect(discountRefusal({ ...rules(), scope }, { ...context, lines })).toBe(DISCOUNT_SCOPE_REFUSAL);
    expect(discountRefusal({ ...rules(), scope }, context)).toBe(DISCOUNT_SCOPE_REFUSAL);
    expect(
      discountRefusal({ ...rules(), scope: { produit_ids: [9], gamme_ids: [20] } }, { ...context, lines }),
    ).toBeNull();
    expect(discountRefusal({ ...rules(), scope: { produit_ids: [], gamme_ids: [] } }, context)).toBeNull();
  });
  it('counts its minimum on the lines it applies to', () => {
    const scoped = { ...rules({ minimum_ttc: 2500 }), scope: { produit_ids: [2], gamme_ids: [] } };
    // The basket holds 55 € of goods, but only 20 € of the code's product.
    expect(discountRefusal(scoped, { ...context, lines })).toBe(
      'Ce code demande au moins 25,00 € de produits concernés.',
    );
    expect(discountRefusal({ ...scoped, minimum_ttc: 2000 }, { ...context, lines })).toBeNull();
  });
  it('puts the discount on the VAT rates of the lines it applies to', () => {
    const order = [
      { prix_ht: 2900, prix_ttc: 3480, qtt: 1 },
      { prix_ht: 1000, prix_ttc: 1055, qtt: 1 },
    ];
    const totals = checkoutTotals(order, 0, 500, [false, true]);
    const reduced = totals.tva.find((line) => line.taux_bps === 550)!;
    expect(reduced.base_ht + reduced.montant).toBe(1055 - 500);
    const standard = totals.tva.find((line) => line.taux_bps === 2000)!;
    expect(standard.base_ht + standard.montant).toBe(3480);
  });
});
