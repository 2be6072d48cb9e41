import { describe, expect, it } from 'vitest';
import { paymentLinkEditRefusal } from './liens-paiement.ts';

describe('paymentLinkEditRefusal', () => {
  const open = { paye: null, commande_id: null, montant: 12_900 };
  it('lets an unpaid link change and go', () => {
    expect(paymentLinkEditRefusal(open, { montant: 100 })).toBeNull();
    expect(paymentLinkEditRefusal(open, null)).toBeNull();
  });
  it('freezes a paid link', () => {
    const paid = { ...open, paye: new Date() };
    expect(paymentLinkEditRefusal(paid, {})).toMatchObject({
      message: expect.stringMatching(/déjà été payé/u),
      reason: 'payment_link_paid',
    });
    expect(paymentLinkEditRefusal(paid, null)).toMatchObject({
      message: expect.stringMatching(/ne peut pas être supprimé/u),
      reason: 'payment_link_paid',
    });
  });
  it('keeps the amount of a link paying an order, not its other fields', () => {
    const bound = { ...open, commande_id: 7 };
    expect(paymentLinkEditRefusal(bound, { montant: 100 })).toMatchObject({
      message: expect.stringMatching(/règle une commande/u),
      reason: 'payment_link_order_amount',
    });
    expect(paymentLinkEditRefusal(bound, { montant: 12_900 })).toBeNull();
    expect(paymentLinkEditRefusal(bound, {})).toBeNull();
  });
});
