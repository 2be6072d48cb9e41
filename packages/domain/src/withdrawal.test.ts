import { describe, expect, it } from 'vitest';
import {
  calculateRestockableUnits,
  checkSealedRefusal,
  isDeliveryOwedOnReturn,
  calculateDeliveredAt,
  calculateRefundDueDate,
  calculateReturnableUnits,
  calculateWithdrawalDeadline,
  canMoveReturn,
  checkReturnLines,
  isWithdrawalOpen,
} from './withdrawal.ts';

const at = (iso: string) => new Date(iso);

describe('withdrawal period', () => {
  it('counts from the last parcel delivered, else from the day it left plus the travel days', () => {
    const shipped = { expediee: at('2026-06-04T08:00:00Z') };
    const parcels = [
      { expedie: at('2026-06-01T08:00:00Z'), livre: at('2026-06-03T10:00:00Z') },
      { expedie: at('2026-06-04T08:00:00Z'), livre: null },
    ];
    expect(calculateDeliveredAt(shipped, parcels)).toEqual(at('2026-06-07T08:00:00Z'));
    expect(calculateDeliveredAt(shipped, [parcels[0]!])).toEqual(at('2026-06-03T10:00:00Z'));
    expect(calculateDeliveredAt({ expediee: at('2026-06-02T08:00:00Z') }, [])).toEqual(at('2026-06-05T08:00:00Z'));
  });

  it('has not started while part of the order has not left, whatever its first parcels', () => {
    // One parcel delivered, a backordered line in none yet: the order is not shipped.
    const parcels = [{ expedie: at('2026-06-01T08:00:00Z'), livre: at('2026-06-03T10:00:00Z') }];
    expect(calculateDeliveredAt({ expediee: null }, parcels)).toBeNull();
  });

  it('stays open without end while a parcel has not left', () => {
    const parcels = [{ expedie: null, livre: null }];
    const delivered = calculateDeliveredAt({ expediee: at('2026-06-04T08:00:00Z') }, parcels);
    expect(delivered).toBeNull();
    expect(calculateWithdrawalDeadline(delivered, 14)).toBeNull();
    expect(isWithdrawalOpen(null, at('2030-01-01T00:00:00Z'))).toBe(true);
  });

  it('ends at midnight Paris time on the 14th day after delivery', () => {
    // Delivered 3 June at 23:30 in Paris (21:30 UTC): day 14 is 17 June, ending 23:59:59.999 Paris.
    const deadline = calculateWithdrawalDeadline(at('2026-06-03T21:30:00Z'), 14)!;
    expect(deadline.toISOString()).toBe('2026-06-17T21:59:59.999Z');
    expect(isWithdrawalOpen(deadline, at('2026-06-17T21:59:00Z'))).toBe(true);
    expect(isWithdrawalOpen(deadline, at('2026-06-17T22:00:00Z'))).toBe(false);
  });

  it('takes the shop’s longer period, never a shorter one', () => {
    expect(calculateWithdrawalDeadline(at('2026-06-03T10:00:00Z'), 30)!.toISOString()).toBe('2026-07-03T21:59:59.999Z');
    expect(calculateWithdrawalDeadline(at('2026-06-03T10:00:00Z'), 7)!.toISOString()).toBe('2026-06-17T21:59:59.999Z');
  });

  it('crosses the change to winter time', () => {
    // 20 October + 14 days = 3 November, in winter time (UTC+1).
    expect(calculateWithdrawalDeadline(at('2026-10-20T10:00:00Z'), 14)!.toISOString()).toBe('2026-11-03T22:59:59.999Z');
  });

  it('makes the refund due 14 days after the withdrawal', () => {
    expect(calculateRefundDueDate(at('2026-06-10T09:00:00Z')).toISOString()).toBe('2026-06-24T21:59:59.999Z');
  });
});

describe('return states', () => {
  it('goes requested → received → refunded, or refused with a reason', () => {
    expect(canMoveReturn('demande', 'recu')).toBe(true);
    expect(canMoveReturn('recu', 'rembourse')).toBe(true);
    expect(canMoveReturn('demande', 'refuse')).toBe(true);
    expect(canMoveReturn('recu', 'refuse')).toBe(true);
    expect(canMoveReturn('demande', 'rembourse')).toBe(true);
  });

  it('never leaves a final state nor goes back', () => {
    expect(canMoveReturn('rembourse', 'refuse')).toBe(false);
    expect(canMoveReturn('refuse', 'recu')).toBe(false);
    expect(canMoveReturn('recu', 'demande')).toBe(false);
    expect(canMoveReturn('recu', 'recu')).toBe(false);
  });
});

describe('returnable lines', () => {
  const lines = [
    { declinaison_id: 1, qtt: 3 },
    { declinaison_id: 2, qtt: 1 },
  ];

  it('leaves out units refunded and those in open returns', () => {
    const returnable = calculateReturnableUnits(
      lines,
      new Map([[1, 1]]),
      new Map([
        [1, 1],
        [2, 1],
      ]),
    );
    expect([...returnable]).toEqual([
      [1, 1],
      [2, 0],
    ]);
  });

  it('accepts what is left and refuses more, unknown lines or nothing', () => {
    const returnable = new Map([
      [1, 2],
      [2, 0],
    ]);
    expect(checkReturnLines([{ declinaison: 1, qtt: 2 }], returnable)).toMatchObject({ ok: true });
    expect(checkReturnLines([{ declinaison: 1, qtt: 3 }], returnable)).toMatchObject({
      ok: false,
      reason: 'return_quantity_exceeded',
    });
    expect(checkReturnLines([{ declinaison: 2, qtt: 1 }], returnable)).toMatchObject({
      reason: 'return_quantity_exceeded',
    });
    expect(checkReturnLines([{ declinaison: 9, qtt: 1 }], returnable)).toMatchObject({ reason: 'return_line_unknown' });
    expect(checkReturnLines([{ declinaison: 1, qtt: 0 }], returnable)).toMatchObject({ reason: 'return_empty' });
    expect(
      checkReturnLines(
        [
          { declinaison: 1, qtt: 1 },
          { declinaison: 1, qtt: 1 },
        ],
        returnable,
      ),
    ).toMatchObject({ reason: 'return_line_unknown' });
  });
});

describe('the delivery charge on a withdrawal', () => {
  const ordered = [
    { declinaison_id: 1, qtt: 2 },
    { declinaison_id: 2, qtt: 1 },
  ];
  const owed = (over: Partial<Parameters<typeof isDeliveryOwedOnReturn>[0]> = {}) =>
    isDeliveryOwedOnReturn({
      type: 'retractation',
      ordered,
      refunded: new Map([[1, 1]]),
      returned: [
        { declinaison: 1, qtt: 1 },
        { declinaison: 2, qtt: 1 },
      ],
      deliveryRefunded: false,
      ...over,
    });

  it('is owed when the withdrawal, with earlier refunds, takes back every unit ordered', () => {
    expect(owed()).toBe(true);
  });

  it('is not owed for part of the order, another kind of return, or once refunded', () => {
    expect(owed({ refunded: new Map() })).toBe(false);
    expect(owed({ type: 'defaut' })).toBe(false);
    expect(owed({ deliveryRefunded: true })).toBe(false);
  });
});

describe('refusing opened sealed goods', () => {
  it('is allowed only when every line of the return is sealed', () => {
    expect(checkSealedRefusal([1, 2], new Set([1, 2]))).toEqual({ ok: true });
    expect(checkSealedRefusal([1, 2], new Set([1]))).toEqual({ ok: false, reason: 'return_refusal_not_all_sealed' });
    expect(checkSealedRefusal([1, 2], new Set())).toEqual({ ok: false, reason: 'return_refusal_not_sealed' });
  });
});

describe('restocking a return', () => {
  const restockable = (refunded: number, restocked: number) =>
    calculateRestockableUnits({
      ordered: [{ declinaison_id: 1, qtt: 2 }],
      refunded: new Map([[1, refunded]]),
      inOpenReturns: new Map([[1, 2]]),
      restockedByRefunds: new Map([[1, restocked]]),
      returned: [{ declinaison: 1, qtt: 2 }],
    }).get(1);

  it('leaves out the units of the return a refund already restocked', () => {
    expect(restockable(0, 0)).toBe(2);
    expect(restockable(1, 1)).toBe(1);
    expect(restockable(1, 0)).toBe(2);
    expect(restockable(2, 2)).toBe(0);
  });
});
