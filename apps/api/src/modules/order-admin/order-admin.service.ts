import type { AdminOrderSummary, AdminOrdersQuery } from '@boutique/domain';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { toOrder } from '../checkout/orders.routes.ts';
import type { MailDispatcher } from '../outbox/outbox.service.ts';
import { markShipped, orderExists, selectLines, selectOrdersPage } from './order-admin.queries.ts';
import { enqueueShipmentMail } from './shipment-mail.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Staff's side of orders: the list for the back office, and shipping a paid order. */
export function createOrderAdminService({
  db,
  mails,
  publicUrl,
}: {
  db: Database;
  mails: MailDispatcher;
  publicUrl: string;
}) {
  return {
    async list(query: AdminOrdersQuery) {
      const { rows, total } = await selectOrdersPage(db, query);
      const datas: AdminOrderSummary[] = rows.map(({ order, prenom, nom, mail }) => ({
        id: order.id,
        hash: order.hash,
        numero: order.numero,
        statut: order.statut,
        created: order.created.toISOString(),
        payee: iso(order.payee),
        expediee: iso(order.expediee),
        suivi: order.suivi,
        rembourse: iso(order.rembourse),
        total_ttc: order.total_ttc,
        facture: order.facture_numero,
        livraison: order.livraison_label,
        test: order.test,
        client: { id: order.user_id, prenom, nom, mail },
      }));
      return { datas, total };
    },

    /**
     * PUT /api/commandes/{id}/expedition: only a paid order ships. The state change and the mail
     * are one transaction, and the mail's key is the order's, so it leaves once whatever happens.
     */
    async ship(id: number, suivi: string | null) {
      const order = await db.transaction(async (tx) => {
        const shipped = await markShipped(tx, id, suivi);
        if (!shipped) {
          if (!(await orderExists(tx, id))) throw notFound('Commande introuvable.');
          throw new AppError(409, 'Seule une commande payée peut être marquée expédiée.');
        }
        const [, lines] = await Promise.all([enqueueShipmentMail(tx, shipped, publicUrl), selectLines(tx, shipped.id)]);
        return toOrder(shipped, lines);
      });
      setImmediate(() => void mails.nudge());
      return order;
    },
  };
}

export type OrderAdminService = ReturnType<typeof createOrderAdminService>;
