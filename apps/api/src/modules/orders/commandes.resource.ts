import { randomBytes } from 'node:crypto';
import {
  commandesResource,
  KEPT_SALE_STATUSES,
  orderEditRefusal,
  SALE_STATUSES,
  type OrderStatus,
} from '@boutique/domain';
import { eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import { commandes } from '../../db/schema/index.ts';
import { shopDay, shopDayStart } from '../../lib/shop-time.ts';
import { contactsOf, accountIdsMatching } from '../auth/users.service.ts';
import { orderHasParcels } from '../parcels/parcels.service.ts';
import { orderIdsFound, stampShipped } from './orders.service.ts';
import { enqueueShipmentMail } from './shipment-mail.ts';
import { announceShipped } from './order-events.ts';
import { enqueueStatusMail } from '../workflows/status-mail.ts';
import { defineResource, type Row } from '../admin-resources/define-resource.ts';
import { orderShipsInParcels } from './order-refusals.ts';

type OrderRow = typeof commandes.$inferSelect;
const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : (value ?? null));
const cents = (euros: number) => Math.round(euros * 100);

/**
 * Orders (key: their hash, as in the customer's URLs). Checkout creates them and accounting keeps
 * them, so the back office neither creates nor deletes one; the customer's own
 * `GET /api/commandes/{hash}` and the older `GET /api/commandes` answer those paths.
 */
export const commandesDefinition = defineResource({
  descriptor: commandesResource,
  table: commandes,
  omit: ['list', 'get', 'create', 'delete'],
  filters: {
    statut: (statut) =>
      statut === 'ventes'
        ? inArray(commandes.statut, [...SALE_STATUSES])
        : statut === 'encaissees'
          ? inArray(commandes.statut, [...KEPT_SALE_STATUSES])
          : eq(commandes.statut, statut),
    du: (day) => gte(commandes.created, shopDayStart(day)),
    au: (day) => lt(commandes.created, shopDayStart(day, 1)),
    q: (text) => sql`${commandes.id} in (${orderIdsFound(text, new Date().getUTCFullYear())})`,
    client: (text) => sql`${commandes.user_id} in (${accountIdsMatching(text)})`,
    user: (id) => eq(commandes.user_id, id),
    montant_min: (euros) => gte(commandes.total_ttc, cents(euros)),
    montant_max: (euros) => lte(commandes.total_ttc, cents(euros)),
    test: (test) => eq(commandes.test, test),
    etape: (id) => eq(commandes.workflow_etape_id, id),
  },
  frozen: (row, change) => {
    const message = orderEditRefusal(row as { statut: OrderStatus }, change as { statut?: OrderStatus } | null);
    return message && { message, reason: 'order_frozen' };
  },
  // Marked shipped from the list: the date and the customer's mail, as the ship button does (that
  // mail is the shipped status's). Any other status entered mails the customer if it says so.
  afterUpdate: async (tx, before, after, context) => {
    if (before.statut === after.statut) return;
    if (after.statut !== 'expediee') {
      await enqueueStatusMail(tx, after as OrderRow, context.publicUrl);
      return;
    }
    // An order split into parcels ships parcel by parcel, each with its own mail.
    if (await orderHasParcels(tx, after.id as number)) throw orderShipsInParcels();
    const shipped = await stampShipped(tx, after.id as number);
    if (!shipped) return;
    await enqueueShipmentMail(tx, shipped, context.publicUrl);
    await announceShipped(tx, shipped);
    return shipped;
  },
  present: async (db, rows) => {
    const contacts = await contactsOf(db, [...new Set(rows.map((row) => row.user_id as number))]);
    const byId = new Map(contacts.map(({ id, ...contact }) => [id, contact]));
    return rows.map((row) => {
      const order = row as OrderRow;
      return {
        id: order.id,
        hash: order.hash,
        numero: order.numero,
        statut: order.statut,
        created: iso(order.created),
        payee: iso(order.payee),
        expediee: iso(order.expediee),
        rembourse: iso(order.rembourse),
        suivi: order.suivi,
        note: order.note,
        total_ttc: order.total_ttc,
        facture_numero: order.facture_numero,
        livraison_label: order.livraison_label,
        test: order.test,
        user_id: order.user_id,
        client: byId.get(order.user_id) ?? null,
        workflow_etape_id: order.workflow_etape_id,
        version: order.version,
      } satisfies Row;
    });
  },
  sample: () => ({}),
  sampleChange: () => ({ note: `Colis préparé ${randomBytes(3).toString('hex')}.` }),
  sampleFilters: (row) => {
    const day = shopDay(new Date(String(row.created)));
    const client = (row.client as { mail: string } | null)?.mail ?? '';
    const euros = Number(row.total_ttc) / 100;
    return [
      { statut: String(row.statut), client, user: String(row.user_id) },
      ...(row.numero ? [{ q: String(row.numero) }, { q: String(row.numero).slice(-6), client }] : []),
      ...(row.facture_numero ? [{ q: String(row.facture_numero) }] : []),
      { q: client },
      { statut: 'ventes', du: day, au: day, client },
      { montant_min: String(euros), montant_max: String(euros), test: String(row.test), client },
      ...(row.workflow_etape_id ? [{ etape: String(row.workflow_etape_id), client }] : []),
    ];
  },
});
