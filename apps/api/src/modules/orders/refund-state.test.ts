import { calculateRefund, NOTHING_REFUNDED } from '@boutique/domain';
import { describe, expect, it } from 'vitest';
import type { commandes, commandesDeclinaisons } from '../../db/schema/index.ts';
import { toRefundableOrder } from './refund-state.ts';

type OrderRow = typeof commandes.$inferSelect;
type LineRow = typeof commandesDeclinaisons.$inferSelect;

/**
 * A German order at 19 %, same TTC as in France: a €1.99 line whose HT (167) reads back as 19.2 %
 * from its rounded prices, and a €49.90 one; €6.90 of delivery.
 */
const line = (declinaison_id: number, qtt: number, prix_ttc: number): LineRow =>
  ({ declinaison_id, qtt, prix_ttc, prix_ht: Math.round(prix_ttc / 1.19), remise: 0, tva_bps: 1900 }) as LineRow;
const lines = [line(1, 2, 199), line(2, 1, 4990)];
const order = { livraison_ttc: 690, remise_ttc: 0, total_ttc: 5878, total_ht: 4940, tva: [] } as unknown as OrderRow;

describe('the order as refunds read it', () => {
  it('refunds a line at the VAT rate it was charged, not one read back from rounded prices', () => {
    const outcome = calculateRefund(toRefundableOrder(order, lines), NOTHING_REFUNDED, {
      lignes: [{ declinaison: 1, qtt: 2 }],
      livraison: false,
      montant_libre: 0,
    });
    expect(outcome.ok).toBe(true);
    if (outcome.ok) expect(outcome.refund.tva.map((vat) => vat.taux_bps)).toEqual([1900]);
  });
});
