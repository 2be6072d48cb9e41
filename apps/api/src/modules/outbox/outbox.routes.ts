import { IdParamsSchema, OutboxMessageSchema, OutboxPageSchema, OutboxQuerySchema } from '@boutique/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireScope, requireUser } from '../../plugins/authentication.ts';
import type { OutboxService } from './outbox.service.ts';
import { answerData } from '../../lib/answers.ts';

const staffOnly = requireScope(['admin']);

/** The back office's outbox: every mail and text message, and a relaunch for those that failed. */
export const outboxRoutes: FastifyPluginAsyncZod<{ outbox: OutboxService }> = async (app, { outbox }) => {
  app.get(
    '/outbox/paginator',
    { onRequest: staffOnly, schema: { querystring: OutboxQuerySchema, response: { 200: OutboxPageSchema } } },
    async (request) => {
      const { datas, total, total_exact, providers } = await outbox.page(request.query);
      return {
        code: 200 as const,
        datas,
        total,
        total_exact,
        page: request.query.page,
        limit: request.query.limit,
        fournisseurs: providers,
      };
    },
  );

  app.post(
    '/outbox/:id/relance',
    {
      onRequest: staffOnly,
      schema: {
        params: IdParamsSchema,
        response: { 200: z.object({ code: z.literal(200), data: OutboxMessageSchema }) },
      },
    },
    async (request) => answerData(await outbox.relaunch(request.params.id, requireUser(request).id)),
  );
};
