import { AddressAnswerSchema, AddressInputSchema, AddressListSchema, IdParamsSchema } from '@boutique/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { requireScope, requireUser } from '../../plugins/authentication.ts';
import { accountAddresses, addOwnAddress, deleteOwnAddress, updateOwnAddress } from './addresses.service.ts';
import { answerData, answerList } from '../../lib/answers.ts';

/** The customer's own addresses; another customer's id answers 404, as if it did not exist. */
export const addressesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const signedIn = requireScope('user');

  app.get(
    '/adresses/me',
    { onRequest: signedIn, schema: { response: { 200: AddressListSchema } } },
    async (request) => {
      return answerList(await accountAddresses(db, requireUser(request).id));
    },
  );

  app.post(
    '/adresses',
    { onRequest: signedIn, schema: { body: AddressInputSchema, response: { 200: AddressAnswerSchema } } },
    async (request) => {
      return answerData(await addOwnAddress(db, requireUser(request).id, request.body));
    },
  );

  app.put(
    '/adresses/:id',
    {
      onRequest: signedIn,
      schema: { params: IdParamsSchema, body: AddressInputSchema, response: { 200: AddressAnswerSchema } },
    },
    async (request) => {
      const data = await updateOwnAddress(db, requireUser(request).id, request.params.id, request.body);
      return { code: 200 as const, data };
    },
  );

  app.delete(
    '/adresses/:id',
    {
      onRequest: signedIn,
      schema: { params: IdParamsSchema, response: { 200: z.object({ code: z.literal(200), delete: z.boolean() }) } },
    },
    async (request) => {
      await deleteOwnAddress(db, requireUser(request).id, request.params.id);
      return { code: 200 as const, delete: true };
    },
  );
};
