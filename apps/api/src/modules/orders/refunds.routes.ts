import { OrderAnswerSchema } from '@boutique/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { requireScope, requireUser } from '../../plugins/authentication.ts';
import { customerView } from './orders.service.ts';
import type { RefundOrder } from './refunds.ts';

const IdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * POST /api/commandes/{id}/remboursement (admin): refunds a paid order in full through the payment
 * provider. Calling again answers the same refund; the order turns 'remboursee' on the provider's
 * word.
 */
export const refundsRoutes: FastifyPluginAsyncZod<{ db: Database; refundOrder: RefundOrder }> = async (
  app,
  { db, refundOrder },
) => {
  app.post(
    '/commandes/:id/remboursement',
    { onRequest: requireScope('admin'), schema: { params: IdParams, response: { 200: OrderAnswerSchema } } },
    async (request) => {
      const by = requireUser(request).id;
      const order = await refundOrder(request.params.id, by);
      request.log.info({ commande: order.id, by, remboursement: order.remboursement }, 'order refunded');
      return { code: 200 as const, data: await customerView(db, order) };
    },
  );
};
