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
    expect(paymentLinkEditRefusal(paid, {})).toMatch(/déjà été payé/u);
    expect(paymentLinkEditRefusal(paid, null)).toMatch(/ne peut pas être supprimé/u);
  });
  it('keeps the amount of a link paying an order, not its other fields', () => {
    const bound = { ...open, commande_id: 7 };
    expect(paymentLinkEditRefusal(bound, { montant: 100 })).toMatch(/règle une commande/u);
    expect(paymentLinkEditRefusal(bound, { montant: 12_900 })).toBeNull();
    expect(paymentLinkEditRefusal(bound, {})).toBeNull();
  });
});
