import { OrderAnswerSchema, OrderRefundAnswerSchema, RefundRequestSchema } from '@boutique/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { requireScope, requireUser } from '../../plugins/authentication.ts';
import { largeRefundAllowance } from './large-refund-allowance.ts';
import { customerView } from './orders.service.ts';
import type { PartialRefunds } from './partial-refunds.ts';
import { answerData } from '../../lib/answers.ts';

const positiveId = z.coerce.number().int().positive().max(2_147_483_647);
const IdParams = z.object({ id: positiveId });
const RefundParams = z.object({ id: positiveId, refund: positiveId });

/**
 * POST /api/commandes/{id}/remboursement (admin): refunds everything left of a paid order, as one
 * refund of the same path as a refund in part (reserved under the order's lock: a second call,
 * at once or later, is refused with `refund_exceeds_paid` or `order_not_refundable`). Answers the
 * order; it turns 'remboursee' once the provider made the refund.
 * POST /api/commandes/{id}/remboursements (admin): refunds part of it (units, the delivery, a free
 * amount); POST …/remboursements/{refund} asks the provider again for one an outage left asked.
 */
export const refundsRoutes: FastifyPluginAsyncZod<{
  db: Database;
  partialRefunds: Pick<PartialRefunds, 'refundPart' | 'refundAll' | 'retry'>;
}> = async (app, { db, partialRefunds }) => {
  app.post(
    '/commandes/:id/remboursement',
    { onRequest: requireScope('admin'), schema: { params: IdParams, response: { 200: OrderAnswerSchema } } },
    async (request) => {
      const by = requireUser(request).id;
      const allow = await largeRefundAllowance(db, request);
      const { order, refund } = await partialRefunds.refundAll(request.params.id, by, '', allow);
      request.log.info({ commande: order.id, by, remboursement: refund.id }, 'order refunded in full');
      return answerData(await customerView(db, order));
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
      const allow = await largeRefundAllowance(db, request);
      const refund = await partialRefunds.refundPart(request.params.id, request.body, by, allow);
      request.log.info({ commande: request.params.id, by, remboursement: refund.id }, 'order refunded in part');
      return answerData(refund);
    },
  );

  app.post(
    '/commandes/:id/remboursements/:refund',
    { onRequest: requireScope('admin'), schema: { params: RefundParams, response: { 200: OrderRefundAnswerSchema } } },
    async (request) => {
      const by = requireUser(request).id;
      return answerData(await partialRefunds.retry(request.params.id, request.params.refund, by));
    },
  );
};
