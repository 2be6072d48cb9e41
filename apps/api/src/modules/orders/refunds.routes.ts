import { OrderAnswerSchema, OrderRefundAnswerSchema, RefundRequestSchema } from '@boutique/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { requireScope, requireUser } from '../../plugins/authentication.ts';
import { customerView } from './orders.service.ts';
import type { PartialRefunds } from './partial-refunds.ts';
import type { RefundOrder } from './refunds.ts';

const positiveId = z.coerce.number().int().positive().max(2_147_483_647);
const IdParams = z.object({ id: positiveId });
const RefundParams = z.object({ id: positiveId, refund: positiveId });

/**
 * POST /api/commandes/{id}/remboursement (admin): refunds what is left of a paid order through the
 * payment provider. Calling again answers the same refund; the order turns 'remboursee' on the
 * provider's word.
 * POST /api/commandes/{id}/remboursements (admin): refunds part of it (units, the delivery, a free
 * amount); POST …/remboursements/{refund} asks the provider again for one an outage left asked.
 */
export const refundsRoutes: FastifyPluginAsyncZod<{
  db: Database;
  refundOrder: RefundOrder;
  partialRefunds: Pick<PartialRefunds, 'refundPart' | 'retry'>;
}> = async (app, { db, refundOrder, partialRefunds }) => {
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

  app.post(
    '/commandes/:id/remboursements',
    {
      onRequest: requireScope('admin'),
      schema: { params: IdParams, body: RefundRequestSchema, response: { 200: OrderRefundAnswerSchema } },
    },
    async (request) => {
      const by = requireUser(request).id;
      const refund = await partialRefunds.refundPart(request.params.id, request.body, by);
      request.log.info({ commande: request.params.id, by, remboursement: refund.id }, 'order refunded in part');
      return { code: 200 as const, data: refund };
    },
  );

  app.post(
    '/commandes/:id/remboursements/:refund',
    { onRequest: requireScope('admin'), schema: { params: RefundParams, response: { 200: OrderRefundAnswerSchema } } },
    async (request) => {
      const by = requireUser(request).id;
      return { code: 200 as const, data: await partialRefunds.retry(request.params.id, request.params.refund, by) };
    },
  );
};
