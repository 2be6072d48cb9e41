import { abonnementsResource, IdParamsSchema, recordEnvelope } from '@boutique/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { requireFreshSecondFactor, requireScope, requireUser } from '../../plugins/authentication.ts';
import { subscribersCsv, unsubscribeSubscriber } from './newsletter.service.ts';
import { sendCsv } from '../../lib/csv-http.ts';
import { answerData } from '../../lib/answers.ts';

/**
 * The back office's calls on subscribers beyond the generic `abonnements` resource: unsubscribing
 * someone, and the CSV of every subscriber the list's filters match.
 */
export const subscribersRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const onRequest = requireScope('admin');

  app.post(
    '/abonnements/:id/desinscription',
    {
      onRequest,
      schema: {
        params: IdParamsSchema,
        response: { 200: recordEnvelope(abonnementsResource.row) },
      },
    },
    async (request) => answerData(await unsubscribeSubscriber(db, request.params.id, requireUser(request).id)),
  );

  app.get(
    '/admin/abonnements.csv',
    { onRequest, schema: { querystring: z.strictObject(abonnementsResource.filters.shape) } },
    async (request, reply) => {
      // Customers' names and addresses leave the shop: a fresh proof of the second factor.
      requireFreshSecondFactor(request);
      return sendCsv(reply, 'abonnements.csv', subscribersCsv(db, request.query));
    },
  );
};
