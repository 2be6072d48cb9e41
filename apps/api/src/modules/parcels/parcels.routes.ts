import {
  colisResource,
  IdParamsSchema,
  ParcelCreateInputSchema,
  ParcelLinesInputSchema,
  recordEnvelope,
  SCOPES,
} from '@boutique/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireScope, requireUser } from '../../plugins/authentication.ts';
import type { ParcelsService } from './parcels.service.ts';
import { answerData } from '../../lib/answers.ts';

/**
 * What the generic `colis` resource cannot say: a parcel created with its lines for an order, and
 * its lines replaced while it is prepared. Listing, carrier, tracking number and shipping go
 * through the generic routes.
 */
export const parcelsRoutes: FastifyPluginAsyncZod<{ parcels: ParcelsService }> = async (app, { parcels }) => {
  const adminOnly = requireScope(SCOPES.admin);

  app.post(
    '/colis',
    {
      onRequest: adminOnly,
      schema: { body: ParcelCreateInputSchema, response: { 201: recordEnvelope(colisResource.row, 201) } },
    },
    async (request, reply) => {
      const data = await parcels.create(request.body, requireUser(request).id);
      return reply.code(201).send({ code: 201 as const, data });
    },
  );

  app.put(
    '/colis/:id/lignes',
    {
      onRequest: adminOnly,
      schema: {
        params: IdParamsSchema,
        body: ParcelLinesInputSchema,
        response: { 200: recordEnvelope(colisResource.row) },
      },
    },
    async (request) => answerData(await parcels.replaceLines(request.params.id, request.body, requireUser(request).id)),
  );
};
