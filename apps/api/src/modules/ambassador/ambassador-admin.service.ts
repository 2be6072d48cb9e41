import { payoutRefusal, type AmbassadorPayoutInputSchema } from '@boutique/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import {
  insertPayout,
  lockAmbassador,
  selectAdminReferredOrders,
  selectAmbassadorSummaries,
  selectPayouts,
} from './ambassador.queries.ts';
import { recordAudit } from '../audit/audit.service.ts';

const NOT_FOUND = 'Ambassadeur introuvable.';

/** The back office's side of the programme: who the ambassadors are, what they brought, what they are paid. */
export function createAmbassadorAdminService(db: Database) {
  const detail = async (id: number) => {
    const [summary] = await selectAmbassadorSummaries(db, id);
    if (!summary) throw notFound(NOT_FOUND, 'ambassador_not_found');
    const [orders, payouts] = await Promise.all([selectAdminReferredOrders(db, id), selectPayouts(db, id)]);
    return {
      ...summary,
      commandes_parrainees: orders.map((order) => ({ ...order, created: order.created.toISOString() })),
      versements: payouts.map((payout) => ({ ...payout, created: payout.created.toISOString() })),
    };
  };
  return {
    list: () => selectAmbassadorSummaries(db),
    detail,
    /**
     * Records a payout marked paid. The ambassador's row is locked first, so two payouts at once are
     * checked one after the other against the balance the first left: together they never exceed it.
     */
    async recordPayout(id: number, input: z.output<typeof AmbassadorPayoutInputSchema>, authorId: number) {
      await db.transaction(async (tx) => {
        if (!(await lockAmbassador(tx, id))) throw notFound(NOT_FOUND, 'ambassador_not_found');
        const [summary] = await selectAmbassadorSummaries(tx, id);
        if (!summary) throw notFound(NOT_FOUND, 'ambassador_not_found');
        const refusal = payoutRefusal(input.montant_ht, summary.solde_ht);
        if (refusal) throw badRequest(refusal, { montant_ht: [refusal] }, 'payout_refused');
        const payout = { ambassadeur_id: id, ...input, auteur_id: authorId };
        const payoutId = await insertPayout(tx, payout);
        await recordAudit(tx, {
          userId: authorId,
          resource: 'versements-ambassadeurs',
          recordId: payoutId,
          before: null,
          after: payout,
        });
      });
      return detail(id);
    },
  };
}
export type AmbassadorAdminService = ReturnType<typeof createAmbassadorAdminService>;
