import { shippedParcelsOf } from '../parcels/parcels.service.ts';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { OrderAnswerSchema, OrderListSchema, type Order } from '@boutique/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { commandes, commandesDeclinaisons } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { requireScope, requireUser } from '../../plugins/authentication.ts';

type OrderRow = typeof commandes.$inferSelect;
type LineRow = typeof commandesDeclinaisons.$inferSelect;

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** An order as its customer sees it: no internal ids, notes or provider references. */
export const toOrder = (order: OrderRow, lines: LineRow[]): Order => ({
  hash: order.hash,
  numero: order.numero,
  statut: order.statut,
  lignes_ht: order.lignes_ht,
  lignes_ttc: order.lignes_ttc,
  total_ht: order.total_ht,
  total_ttc: order.total_ttc,
  livraison: order.livraison_label ? { label: order.livraison_label, prix_ttc: order.livraison_ttc } : null,
  remise: order.remise_code ? { code: order.remise_code, montant: order.remise_ttc } : null,
  tva: order.tva,
  adresse_livraison: order.adresse_livraison ?? null,
  adresse_facturation: order.adresse_facturation ?? null,
  created: order.created.toISOString(),
  expire: order.expire.toISOString(),
  payee: iso(order.payee),
  expediee: iso(order.expediee),
  suivi: order.suivi,
  rembourse: iso(order.rembourse),
  facture: order.facture_numero,
  test: order.test,
  lignes: lines
    .filter((line) => line.commande_id === order.id)
    .map(({ declinaison_id, produit_label, label, qtt, prix_ht, prix_ttc }) => ({
      declinaison_id,
      produit_label,
      label,
      qtt,
      prix_ht,
      prix_ttc,
    })),
});

/** A customer's own orders: the list (paid or to check) and one by its hash. Others' look missing. */
export const ordersRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const signedIn = requireScope('user');

  app.get('/commandes/me', { onRequest: signedIn, schema: { response: { 200: OrderListSchema } } }, async (request) => {
    const user = requireUser(request);
    const orders = await db
      .select()
      .from(commandes)
      .where(
        and(
          eq(commandes.user_id, user.id),
          inArray(commandes.statut, ['payee', 'a_verifier', 'expediee', 'remboursee']),
        ),
      )
      .orderBy(desc(commandes.created));
    const lines = orders.length
      ? await db
          .select()
          .from(commandesDeclinaisons)
          .where(
            inArray(
              commandesDeclinaisons.commande_id,
              orders.map((order) => order.id),
            ),
          )
      : [];
    return { code: 200 as const, datas: orders.map((order) => toOrder(order, lines)) };
  });

  app.get(
    '/commandes/:hash',
    { onRequest: signedIn, schema: { params: z.object({ hash: z.uuid() }), response: { 200: OrderAnswerSchema } } },
    async (request) => {
      const user = requireUser(request);
      const [order] = await db
        .select()
        .from(commandes)
        .where(and(eq(commandes.hash, request.params.hash), eq(commandes.user_id, user.id)));
      if (!order) throw notFound('Commande introuvable.');
      const lines = await db
        .select()
        .from(commandesDeclinaisons)
        .where(eq(commandesDeclinaisons.commande_id, order.id));
      const parcels = await shippedParcelsOf(db, [order.id]);
      return {
        code: 200 as const,
        data: { ...toOrder(order, lines), colis: parcels.map(({ commande_id: _, ...parcel }) => parcel) },
      };
    },
  );
};
