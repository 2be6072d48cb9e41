import { and, eq, ne } from 'drizzle-orm';
import { AddressAnswerSchema, AddressInputSchema, AddressListSchema, type AddressInput } from '@boutique/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { adresses } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import type { Transaction } from '../../providers/payments/payment-events.ts';
import { requireScope, requireUser } from '../../plugins/authentication.ts';
import { selectAccountAddresses, toAddress } from './addresses.queries.ts';

const IdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Only one default delivery and one default billing address per customer. */
async function keepDefaultsExclusive(tx: Transaction, userId: number, keptId: number, input: AddressInput) {
  if (input.livraison_defaut) {
    await tx
      .update(adresses)
      .set({ livraison_defaut: false })
      .where(and(eq(adresses.user_id, userId), ne(adresses.id, keptId)));
  }
  if (input.facturation_defaut) {
    await tx
      .update(adresses)
      .set({ facturation_defaut: false })
      .where(and(eq(adresses.user_id, userId), ne(adresses.id, keptId)));
  }
}

/** The customer's own addresses; another customer's id answers 404, as if it did not exist. */
export const addressesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const signedIn = requireScope('user');

  app.get(
    '/adresses/me',
    { onRequest: signedIn, schema: { response: { 200: AddressListSchema } } },
    async (request) => {
      return { code: 200 as const, datas: await selectAccountAddresses(db, requireUser(request).id) };
    },
  );

  app.post(
    '/adresses',
    { onRequest: signedIn, schema: { body: AddressInputSchema, response: { 200: AddressAnswerSchema } } },
    async (request) => {
      const userId = requireUser(request).id;
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(adresses)
          .values({ ...request.body, user_id: userId })
          .returning();
        await keepDefaultsExclusive(tx, userId, created!.id, request.body);
        return created!;
      });
      return { code: 200 as const, data: toAddress(row) };
    },
  );

  app.put(
    '/adresses/:id',
    {
      onRequest: signedIn,
      schema: { params: IdParams, body: AddressInputSchema, response: { 200: AddressAnswerSchema } },
    },
    async (request) => {
      const userId = requireUser(request).id;
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(adresses)
          .set(request.body)
          .where(and(eq(adresses.id, request.params.id), eq(adresses.user_id, userId)))
          .returning();
        if (!updated) throw notFound('Adresse introuvable.', 'address_not_found');
        await keepDefaultsExclusive(tx, userId, updated.id, request.body);
        return updated;
      });
      return { code: 200 as const, data: toAddress(row) };
    },
  );

  app.delete(
    '/adresses/:id',
    {
      onRequest: signedIn,
      schema: { params: IdParams, response: { 200: z.object({ code: z.literal(200), delete: z.boolean() }) } },
    },
    async (request) => {
      const deleted = await db
        .delete(adresses)
        .where(and(eq(adresses.id, request.params.id), eq(adresses.user_id, requireUser(request).id)))
        .returning({ id: adresses.id });
      if (deleted.length === 0) throw notFound('Adresse introuvable.', 'address_not_found');
      return { code: 200 as const, delete: true };
    },
  );
};
