import {
  RETURN_STATUSES,
  ReturnAnswerSchema,
  ReturnListAnswerSchema,
  ReturnReceptionSchema,
  ReturnRefusalSchema,
  StaffReturnSchema,
  WithdrawableOrderAnswerSchema,
  WithdrawalDoneAnswerSchema,
  WithdrawalLookupSchema,
  WithdrawalPrefillAnswerSchema,
  WithdrawalStatementSchema,
} from '@boutique/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import { requireScope, requireUser } from '../../plugins/authentication.ts';
import { largeRefundAllowance } from '../orders/large-refund-allowance.ts';
import type { ReturnsAdmin } from './returns-admin.service.ts';
import type { Withdrawals } from './withdrawal.service.ts';
import { answerData, answerList } from '../../lib/answers.ts';

/**
 * Looking an order up by number and mail is what a guesser would hammer: a few tries a quarter
 * hour from one client, the same answer for a wrong number or a wrong mail (the service's).
 */
export const WITHDRAWAL_RATE_LIMIT = { max: 10, timeWindow: 15 * 60_000 };

const IdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const HashParams = z.object({ hash: z.uuid() });
const ListQuery = z.object({ statut: z.enum(RETURN_STATUSES).optional() });

/**
 * The withdrawal function (public: order number and mail, or a signed-in customer's own order)
 * and staff's returns (`ad/retours`).
 */
export const returnsRoutes: FastifyPluginAsyncZod<{
  db: Database;
  withdrawals: Withdrawals;
  returns: ReturnsAdmin;
}> = async (app, { db, withdrawals, returns }) => {
  app.post(
    '/retractations/commande',
    {
      schema: { body: WithdrawalLookupSchema, response: { 200: WithdrawableOrderAnswerSchema } },
      config: { rateLimit: WITHDRAWAL_RATE_LIMIT },
    },
    async (request) => answerData(await withdrawals.find(request.body, request.user?.id ?? null)),
  );

  app.get(
    '/retractations/commandes/:hash',
    {
      onRequest: requireScope('user'),
      schema: { params: HashParams, response: { 200: WithdrawalPrefillAnswerSchema } },
    },
    async (request) => answerData(await withdrawals.prefill(request.params.hash, requireUser(request).id)),
  );

  app.post(
    '/retractations',
    {
      schema: { body: WithdrawalStatementSchema, response: { 200: WithdrawalDoneAnswerSchema } },
      config: { rateLimit: WITHDRAWAL_RATE_LIMIT },
    },
    async (request) => {
      const done = await withdrawals.withdraw(request.body, request.user?.id ?? null, requestLocale(request));
      request.log.info({ retour: done.id, type: request.body.type }, 'return requested');
      return answerData(done);
    },
  );

  app.get(
    '/retours',
    { onRequest: requireScope('admin'), schema: { querystring: ListQuery, response: { 200: ReturnListAnswerSchema } } },
    async (request) => answerList(await returns.list(request.query.statut)),
  );

  app.get(
    '/retours/:id',
    { onRequest: requireScope('admin'), schema: { params: IdParams, response: { 200: ReturnAnswerSchema } } },
    async (request) => answerData(await returns.read(request.params.id)),
  );

  app.post(
    '/retours',
    { onRequest: requireScope('admin'), schema: { body: StaffReturnSchema, response: { 200: ReturnAnswerSchema } } },
    async (request) => answerData(await returns.create(request.body, requireUser(request).id)),
  );

  app.post(
    '/retours/:id/reception',
    {
      onRequest: requireScope('admin'),
      schema: { params: IdParams, body: ReturnReceptionSchema, response: { 200: ReturnAnswerSchema } },
    },
    async (request) => answerData(await returns.receive(request.params.id, request.body, requireUser(request).id)),
  );

  app.post(
    '/retours/:id/refus',
    {
      onRequest: requireScope('admin'),
      schema: { params: IdParams, body: ReturnRefusalSchema, response: { 200: ReturnAnswerSchema } },
    },
    async (request) => answerData(await returns.refuse(request.params.id, request.body, requireUser(request).id)),
  );

  app.post(
    '/retours/:id/remboursement',
    { onRequest: requireScope('admin'), schema: { params: IdParams, response: { 200: ReturnAnswerSchema } } },
    async (request) => {
      const allow = await largeRefundAllowance(db, request);
      return answerData(await returns.refund(request.params.id, requireUser(request).id, allow));
    },
  );
};
