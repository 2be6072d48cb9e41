import {
  AmbassadorDetailSchema,
  AmbassadorListSchema,
  AmbassadorPayoutInputSchema,
  IdParamsSchema,
} from '@boutique/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { requireScope, requireUser } from '../../plugins/authentication.ts';
import { createAmbassadorAdminService } from './ambassador-admin.service.ts';
import { answerData, answerList } from '../../lib/answers.ts';

/**
 * The ambassadors in the back office (admin only): the list with what each earned, was paid and is
 * owed; one ambassador with their referred orders and payouts; a payout marked paid.
 */
export const ambassadorAdminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const ambassadors = createAmbassadorAdminService(db);
  const onRequest = requireScope('admin');

  app.get('/admin/ambassadeurs', { onRequest, schema: { response: { 200: AmbassadorListSchema } } }, async () =>
    answerList(await ambassadors.list()),
  );

  app.get(
    '/admin/ambassadeurs/:id',
    { onRequest, schema: { params: IdParamsSchema, response: { 200: AmbassadorDetailSchema } } },
    async (request) => answerData(await ambassadors.detail(request.params.id)),
  );

  app.post(
    '/admin/ambassadeurs/:id/versements',
    {
      onRequest,
      schema: { params: IdParamsSchema, body: AmbassadorPayoutInputSchema, response: { 200: AmbassadorDetailSchema } },
    },
    async (request) =>
      answerData(await ambassadors.recordPayout(request.params.id, request.body, requireUser(request).id)),
  );
};
