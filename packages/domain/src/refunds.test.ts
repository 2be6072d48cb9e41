import { describe, expect, it } from 'vitest';
import { calculateLineDiscounts, checkoutTotals } from './checkout.ts';
import {
  calculateRestockRoom,
  calculateLineNets,
  calculateLineUnitsTtc,
  calculateRefund,
  calculateRefundRest,
  NOTHING_REFUNDED,
  refundedSoFar,
  sumVatLines,
  type CalculatedRefund,
  type RefundableLine,
  type RefundableOrder,
  type RefundedSoFar,
} from './refunds.ts';

/** An order as the checkout stores it: amounts and VAT from `checkoutTotals`. */
function order(lignes: RefundableLine[], livraison = 0, remise = 0): RefundableOrder {
  const totals = checkoutTotals(
    lignes,
    livraison,
    remise,
    lignes.map((line) => line.remisee !== false),
  );
  return { lignes, livraison_ttc: livraison, remise_ttc: remise, total_ttc: totals.total_ttc, tva: totals.tva };
}

/** What a list of made refunds counts as, for the next one. */
function after(refunds: readonly CalculatedRefund[]): RefundedSoFar {
  const lignes = new Map<number, number>();
  for (const refund of refunds) {
    for (const line of refund.lignes)
      lignes.set(line.declinaison_id, (lignes.get(line.declinaison_id) ?? 0) + line.qtt);
  }
  return {
    lignes,
    livraison: refunds.some((refund) => refund.livraison_ttc > 0),
    total_ttc: refunds.reduce((sum, refund) => sum + refund.total_ttc, 0),
    tva: sumVatLines(refunds.map((refund) => refund.tva)),
  };
}

const made = (outcome: ReturnType<typeof calculateRefund>) => {
  if (!outcome.ok) throw new Error(outcome.reason);
  return outcome.refund;
};

// 3 creams at 20 % and 2 books at 5.5 %, 4,90 € delivery, 5,00 € off.
const cream = { declinaison_id: 1, qtt: 3, prix_ht: 1000, prix_ttc: 1200 };
const book = { declinaison_id: 2, qtt: 2, prix_ht: 1000, prix_ttc: 1055 };
const mixed = order([cream, book], 490, 500);

describe('calculateLineUnitsTtc', () => {
  it('adds up to the line net whatever the steps', () => {
    const net = 1001;
    const steps = [1, 1, 1];
    let done = 0;
    const parts = steps.map((k) => {
      const part = calculateLineUnitsTtc(net, 3, done, k);
      done += k;
      return part;
    });
    expect(parts).toEqual([333, 334, 334]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(net);
    expect(calculateLineUnitsTtc(net, 3, 0, 3)).toBe(net);
  });
});

describe('calculateLineNets', () => {
  it('shares the discount over the discounted lines so the nets add up to what was paid for goods', () => {
    const nets = calculateLineNets(mixed);
    expect(nets.reduce((a, b) => a + b, 0)).toBe(3600 + 2110 - 500);
    expect(nets).toEqual([3600 - 315, 2110 - 185]);
  });

  it('leaves a line the code did not apply to at its full price', () => {
    const nets = calculateLineNets({ lignes: [cream, { ...book, remisee: false }], remise_ttc: 500 });
    expect(nets).toEqual([3100, 2110]);
  });

  it('takes each line’s discount as stored at sale, not spread over every line', () => {
    // A code restricted to the book: the order row does not say so, the lines' stored shares do.
    const nets = calculateLineNets({
      lignes: [
        { ...cream, remise: 0 },
        { ...book, remise: 500 },
      ],
      remise_ttc: 500,
    });
    expect(nets).toEqual([3600, 1610]);
  });

  it('spreads the discount when an order was stored without its lines’ shares', () => {
    expect(calculateLineNets({ lignes: [{ ...cream, remise: null }, book], remise_ttc: 500 })).toEqual([3285, 1925]);
  });
});

describe('calculateLineDiscounts', () => {
  it('gives the discount to the lines the code applied to, adding up exactly, tied cents by variant', () => {
    expect(calculateLineDiscounts([cream, book], 500)).toEqual([315, 185]);
    expect(calculateLineDiscounts([book, cream], 500)).toEqual([185, 315]);
    expect(calculateLineDiscounts([{ ...cream, remisee: false }, book], 500)).toEqual([0, 500]);
    const thirds = [1, 2, 3].map((declinaison_id) => ({ declinaison_id, qtt: 1, prix_ttc: 1000 }));
    expect(calculateLineDiscounts(thirds, 100)).toEqual([34, 33, 33]);
    expect(calculateLineDiscounts([...thirds].reverse(), 100)).toEqual([33, 33, 34]);
  });
});

describe('refunds of an order whose code applied to some products only', () => {
  // The code took 5,00 € off the book alone (stored on its line at sale).
  const restricted: RefundableOrder = {
    ...order([cream, { ...book, remisee: true }], 490, 500),
    lignes: [
      { ...cream, remise: 0 },
      { ...book, remise: 500 },
    ],
  };

  it('refunds a cream at its full price and a book at what was paid for it', () => {
    const creams = made(
      calculateRefund(restricted, NOTHING_REFUNDED, {
        lignes: [{ declinaison: 1, qtt: 3 }],
        livraison: false,
        montant_libre: 0,
      }),
    );
    expect(creams.lignes).toEqual([{ declinaison_id: 1, qtt: 3, montant_ttc: 3600 }]);
    const books = made(
      calculateRefund(restricted, after([creams]), {
        lignes: [{ declinaison: 2, qtt: 2 }],
        livraison: false,
        montant_libre: 0,
      }),
    );
    expect(books.lignes).toEqual([{ declinaison_id: 2, qtt: 2, montant_ttc: 1610 }]);
    expect(books.tva).toEqual([{ taux_bps: 550, base_ht: 1526, montant: 84 }]);
  });

  it('leaves exactly the delivery for the rest once every unit is refunded', () => {
    const units = made(
      calculateRefund(restricted, NOTHING_REFUNDED, {
        lignes: [
          { declinaison: 1, qtt: 3 },
          { declinaison: 2, qtt: 2 },
        ],
        livraison: false,
        montant_libre: 0,
      }),
    );
    expect(units.total_ttc).toBe(3600 + 1610);
    const rest = calculateRefundRest(restricted, after([units]));
    expect(rest).toMatchObject({ lignes: [], livraison_ttc: 490, libre_ttc: 0, total_ttc: 490 });
  });
});

describe('calculateRefund', () => {
  it('refunds one unit at what was paid for it, VAT at the line’s rate', () => {
    const refund = made(
      calculateRefund(mixed, NOTHING_REFUNDED, {
        lignes: [{ declinaison: 1, qtt: 1 }],
        livraison: false,
        montant_libre: 0,
      }),
    );
    expect(refund.lignes).toEqual([{ declinaison_id: 1, qtt: 1, montant_ttc: 1095 }]);
    expect(refund.total_ttc).toBe(1095);
    expect(refund.tva).toEqual([{ taux_bps: 2000, base_ht: 913, montant: 182 }]);
    expect(refund.total_ht).toBe(913);
  });

  it('splits the delivery over the goods’ rates as the checkout does', () => {
    const refund = made(calculateRefund(mixed, NOTHING_REFUNDED, { lignes: [], livraison: true, montant_libre: 0 }));
    expect(refund.livraison_ttc).toBe(490);
    expect(refund.total_ttc).toBe(490);
    const ttc = refund.tva.map((line) => line.base_ht + line.montant);
    expect(ttc.reduce((a, b) => a + b, 0)).toBe(490);
    expect(refund.tva.map((line) => line.taux_bps)).toEqual([2000, 550]);
    expect(ttc).toEqual([309, 181]);
  });

  it('spreads a free amount over the order’s VAT in proportion', () => {
    const refund = made(
      calculateRefund(mixed, NOTHING_REFUNDED, { lignes: [], livraison: false, montant_libre: 1000 }),
    );
    expect(refund.libre_ttc).toBe(1000);
    const ttc = refund.tva.map((line) => line.base_ht + line.montant);
    expect(ttc.reduce((a, b) => a + b, 0)).toBe(1000);
    for (const line of refund.tva) {
      expect(line.base_ht).toBe(Math.round(((line.base_ht + line.montant) * 10_000) / (10_000 + line.taux_bps)));
    }
  });

  it('merges a variant named twice', () => {
    const refund = made(
      calculateRefund(mixed, NOTHING_REFUNDED, {
        lignes: [
          { declinaison: 1, qtt: 1 },
          { declinaison: 1, qtt: 2 },
        ],
        livraison: false,
        montant_libre: 0,
      }),
    );
    expect(refund.lignes).toEqual([{ declinaison_id: 1, qtt: 3, montant_ttc: 3285 }]);
  });

  it('refunds in steps exactly what the order cost, and nothing more', () => {
    const steps = [
      { lignes: [{ declinaison: 1, qtt: 1 }], livraison: false, montant_libre: 0 },
      { lignes: [{ declinaison: 2, qtt: 1 }], livraison: true, montant_libre: 0 },
      { lignes: [{ declinaison: 1, qtt: 2 }], livraison: false, montant_libre: 0 },
      { lignes: [{ declinaison: 2, qtt: 1 }], livraison: false, montant_libre: 0 },
    ];
    const refunds: CalculatedRefund[] = [];
    for (const ask of steps) refunds.push(made(calculateRefund(mixed, after(refunds), ask)));
    expect(after(refunds).total_ttc).toBe(mixed.total_ttc);
    const more = calculateRefund(mixed, after(refunds), { lignes: [], livraison: false, montant_libre: 1 });
    expect(more).toMatchObject({ ok: false, reason: 'refund_exceeds_paid' });
  });

  it('refuses with a reason a program can act on', () => {
    const ask = (over: Partial<Parameters<typeof calculateRefund>[2]>) =>
      calculateRefund(mixed, NOTHING_REFUNDED, { lignes: [], livraison: false, montant_libre: 0, ...over });
    expect(ask({})).toMatchObject({ ok: false, reason: 'refund_empty' });
    expect(ask({ lignes: [{ declinaison: 9, qtt: 1 }] })).toMatchObject({
      ok: false,
      reason: 'refund_line_unknown',
      declinaison: 9,
    });
    expect(ask({ lignes: [{ declinaison: 2, qtt: 3 }] })).toMatchObject({
      ok: false,
      reason: 'refund_quantity_exceeded',
    });
    expect(ask({ montant_libre: mixed.total_ttc + 1 })).toMatchObject({ ok: false, reason: 'refund_exceeds_paid' });
    const deliveryDone = after([made(ask({ livraison: true }))]);
    expect(calculateRefund(mixed, deliveryDone, { lignes: [], livraison: true, montant_libre: 0 })).toMatchObject({
      ok: false,
      reason: 'refund_delivery_refunded',
    });
    const oneBookDone = after([made(ask({ lignes: [{ declinaison: 2, qtt: 1 }] }))]);
    expect(
      calculateRefund(mixed, oneBookDone, { lignes: [{ declinaison: 2, qtt: 2 }], livraison: false, montant_libre: 0 }),
    ).toMatchObject({ ok: false, reason: 'refund_quantity_exceeded' });
  });

  it('takes the VAT from the checkout’s rule for an order stored without it', () => {
    const bare = { ...mixed, tva: [] };
    const refund = made(calculateRefund(bare, NOTHING_REFUNDED, { lignes: [], livraison: false, montant_libre: 100 }));
    expect(refund.tva.reduce((sum, line) => sum + line.base_ht + line.montant, 0)).toBe(100);
  });
});

describe('refundedSoFar', () => {
  it('counts the refunds asked or made, never the refused ones', () => {
    const vat = (montant: number) => [{ taux_bps: 2000, base_ht: montant * 5, montant }];
    const refund = (statut: 'demande' | 'effectue' | 'refuse', qtt: number, livraison_ttc = 0) => ({
      statut,
      montant_ttc: 600 * qtt + livraison_ttc,
      livraison_ttc,
      tva: vat(100 * qtt),
      lignes: [{ declinaison_id: 7, qtt }],
    });
    const already = refundedSoFar([refund('effectue', 1), refund('refuse', 2, 490), refund('demande', 1)]);
    expect(already).toEqual({
      lignes: new Map([[7, 2]]),
      livraison: false,
      total_ttc: 1200,
      tva: [{ taux_bps: 2000, base_ht: 1000, montant: 200 }],
    });
    expect(refundedSoFar([])).toEqual(NOTHING_REFUNDED);
  });
});

describe('calculateRefundRest', () => {
  it('is the whole order when nothing was refunded', () => {
    const rest = calculateRefundRest(mixed, NOTHING_REFUNDED);
    expect(rest.total_ttc).toBe(mixed.total_ttc);
    expect(rest.tva).toEqual(mixed.tva);
    expect(rest.livraison_ttc).toBe(490);
    expect(rest.libre_ttc).toBe(0);
    expect(rest.lignes.map((line) => line.qtt)).toEqual([3, 2]);
  });

  it('gives back what is left, its VAT completing the earlier refunds’ to the order’s', () => {
    const first = made(
      calculateRefund(mixed, NOTHING_REFUNDED, {
        lignes: [{ declinaison: 1, qtt: 1 }],
        livraison: true,
        montant_libre: 77,
      }),
    );
    const rest = calculateRefundRest(mixed, after([first]));
    expect(first.total_ttc + rest.total_ttc).toBe(mixed.total_ttc);
    expect(sumVatLines([first.tva, rest.tva])).toEqual(mixed.tva);
    expect(rest.livraison_ttc).toBe(0);
    expect(rest.lignes).toEqual([
      { declinaison_id: 1, qtt: 2, montant_ttc: 2190 },
      { declinaison_id: 2, qtt: 2, montant_ttc: 1925 },
    ]);
    expect(rest.libre_ttc).toBe(-77);
  });
});

describe('refunds of many orders in random steps', () => {
  /** A small deterministic generator, so a failure replays. */
  function generator(seed: number) {
    let state = seed;
    return (max: number) => {
      state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
      return state % max;
    };
  }

  it('never refunds more than was paid, and what is refunded and the rest add up to the order, VAT included', () => {
    const next = generator(42);
    const rates = [2000, 1000, 550, 0];
    for (let run = 0; run < 300; run += 1) {
      const lignes = Array.from({ length: 1 + next(4) }, (_, index) => {
        const rate = rates[next(rates.length)]!;
        const prix_ht = 100 + next(20_000);
        return {
          declinaison_id: index + 1,
          qtt: 1 + next(5),
          prix_ht,
          prix_ttc: Math.round((prix_ht * (10_000 + rate)) / 10_000),
          remisee: next(4) > 0,
        };
      });
      const goods = lignes.reduce((sum, line) => sum + line.prix_ttc * line.qtt, 0);
      const paid = order(lignes, next(3) === 0 ? 0 : next(1500), next(2) === 0 ? 0 : next(goods));
      const refunds: CalculatedRefund[] = [];
      for (let step = 0; step < 4; step += 1) {
        const line = lignes[next(lignes.length)]!;
        const outcome = calculateRefund(paid, after(refunds), {
          lignes: [{ declinaison: line.declinaison_id, qtt: 1 + next(line.qtt) }],
          livraison: next(3) === 0,
          montant_libre: next(3) === 0 ? next(2000) : 0,
        });
        if (!outcome.ok) continue;
        const { refund } = outcome;
        expect(refund.tva.reduce((sum, vat) => sum + vat.base_ht + vat.montant, 0)).toBe(refund.total_ttc);
        refunds.push(refund);
      }
      const soFar = after(refunds);
      expect(soFar.total_ttc).toBeLessThanOrEqual(paid.total_ttc);
      const rest = calculateRefundRest(paid, soFar);
      expect(soFar.total_ttc + rest.total_ttc).toBe(paid.total_ttc);
      expect(sumVatLines([soFar.tva, rest.tva]).filter((vat) => vat.base_ht || vat.montant)).toEqual(
        paid.tva.filter((vat) => vat.base_ht || vat.montant),
      );
    }
  });
});

describe('line nets whatever the lines’ order', () => {
  it('gives a tied discount cent to the same line however the lines are listed', () => {
    const lignes = [
      { declinaison_id: 7, qtt: 1, prix_ht: 1000, prix_ttc: 1200 },
      { declinaison_id: 3, qtt: 1, prix_ht: 1000, prix_ttc: 1200 },
    ];
    const forward = calculateLineNets({ lignes, remise_ttc: 101 });
    const backward = calculateLineNets({ lignes: [...lignes].reverse(), remise_ttc: 101 });
    expect(forward).toEqual([...backward].reverse());
    // Variant 3 comes first: the leftover cent is its.
    expect(forward).toEqual([1150, 1149]);
  });
});

describe('calculateRestockRoom', () => {
  const ordered = [
    { declinaison_id: 1, qtt: 3 },
    { declinaison_id: 2, qtt: 1 },
  ];

  it('leaves room for every unit sold when nothing came back yet', () => {
    expect(calculateRestockRoom({ ordered, restockedByRefunds: new Map(), receivedByReturns: new Map() })).toEqual(
      new Map([
        [1, 3],
        [2, 1],
      ]),
    );
  });

  it('takes off units a refund restocked and units a return received, restocked or not', () => {
    const room = calculateRestockRoom({
      ordered,
      restockedByRefunds: new Map([[1, 1]]),
      receivedByReturns: new Map([
        [1, 1],
        [2, 1],
      ]),
    });
    expect(room).toEqual(
      new Map([
        [1, 1],
        [2, 0],
      ]),
    );
  });

  it('never goes below zero', () => {
    const room = calculateRestockRoom({
      ordered: [{ declinaison_id: 1, qtt: 1 }],
      restockedByRefunds: new Map([[1, 1]]),
      receivedByReturns: new Map([[1, 1]]),
    });
    expect(room.get(1)).toBe(0);
  });
});
