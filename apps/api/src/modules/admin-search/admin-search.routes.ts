import { AdminSearchAnswerSchema, AdminSearchQuerySchema, SCOPES } from '@boutique/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { requireScope } from '../../plugins/authentication.ts';
import { adminSearch } from './admin-search.service.ts';
import { answerData } from '../../lib/answers.ts';

/**
 * GET /api/admin/recherche?q=: the back office's search box (an order by its number, invoice or
 * credit note, a customer, a product, a payment link). Admins only: it reads every customer.
 */
export const adminSearchRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/admin/recherche',
    {
      onRequest: requireScope(SCOPES.admin),
      schema: { querystring: AdminSearchQuerySchema, response: { 200: AdminSearchAnswerSchema } },
    },
    async (request) => {
      return answerData(await adminSearch(db, request.query.q));
    },
  );
};
