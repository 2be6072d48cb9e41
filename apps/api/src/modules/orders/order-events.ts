import type { Transaction } from '../../db/client.ts';
import type { commandes } from '../../db/schema/index.ts';
import { emitWebhookEvent } from '../webhooks/webhooks.service.ts';

type OrderRow = typeof commandes.$inferSelect;

/** What the endpoints learn of an order: its number, state and amounts, never the customer's details. */
export const orderEventData = (order: OrderRow) => ({
  commande: {
    id: order.id,
    numero: order.numero,
    statut: order.statut,
    total_ttc: order.total_ttc,
    devise: 'EUR',
    langue: order.langue,
    payee: order.payee?.toISOString() ?? null,
    expediee: order.expediee?.toISOString() ?? null,
    suivi: order.suivi,
  },
});

/** `order.shipped`, once an order has left (by its button, a bulk edit or its last parcel). */
export const announceShipped = (tx: Transaction, order: OrderRow) =>
  emitWebhookEvent(tx, 'order.shipped', order.id, orderEventData(order));
