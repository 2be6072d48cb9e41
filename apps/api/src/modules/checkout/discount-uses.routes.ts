import { DiscountUsesSchema, RecordIdSchema, type DiscountUse } from '@boutique/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { requireScope } from '../../plugins/authentication.ts';
import { contactsOf } from '../auth/users.service.ts';
import { selectDiscountById } from './checkout-state.queries.ts';
import { selectDiscountUses } from './checkout.queries.ts';
import { answerList } from '../../lib/answers.ts';

/** A code's uses as the back office lists them, each with its customer's name and mail. */
export async function listDiscountUses(db: Database, remiseId: number): Promise<DiscountUse[]> {
  if (!(await selectDiscountById(db, remiseId)))
    throw notFound('Ce code n’existe pas ou plus.', 'discount_code_unknown');
  const uses = await selectDiscountUses(db, remiseId);
  const contacts = await contactsOf(db, [...new Set(uses.map((use) => use.user_id))]);
  const byId = new Map(contacts.map(({ id, ...contact }) => [id, contact]));
  return uses.map((use) => ({
    commande: use.hash,
    numero: use.numero,
    statut: use.statut,
    created: use.created.toISOString(),
    remise_ttc: use.remise_ttc,
    client: byId.get(use.user_id) ?? null,
  }));
}

/** GET /api/remises/{id}/utilisations (admin): the orders that used a discount code. */
export const discountUsesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/remises/:id/utilisations',
    {
      onRequest: requireScope(['admin']),
      schema: { params: z.object({ id: RecordIdSchema }), response: { 200: DiscountUsesSchema } },
    },
    async (request) => answerList(await listDiscountUses(db, request.params.id)),
  );
};
