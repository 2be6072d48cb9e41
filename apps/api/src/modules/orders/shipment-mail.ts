import type { Transaction } from '../../db/client.ts';
import type { commandes } from '../../db/schema/index.ts';
import { parcelShipmentMail, shipmentMail } from '../checkout/order-mail.ts';
import { renderMail } from '../mail-templates/render-mail.ts';
import { enqueueMail } from '../outbox/outbox.service.ts';
import { contactOf } from '../auth/users.service.ts';

type OrderRow = typeof commandes.$inferSelect;

/**
 * Queues the "your parcel is on its way" mail in the shipping transaction. The outbox key is the
 * order's, so however the order was marked shipped (its button or a bulk change), it leaves once.
 */
export async function enqueueShipmentMail(tx: Transaction, shipped: OrderRow, publicUrl: string) {
  const customer = await contactOf(tx, shipped.user_id);
  if (!customer) return;
  const mail = await renderMail(tx, shipmentMail, shipped.langue, {
    prenom: customer.prenom,
    numero: shipped.numero ?? '',
    transporteur: shipped.livraison_label,
    suivi: shipped.suivi,
    url: `${publicUrl}/${shipped.langue}/mon-compte/commandes/${shipped.hash}`,
  });
  await enqueueMail(tx, { to: customer.mail, ...mail, key: `commande-expedition:${shipped.id}` });
}

/**
 * Queues the mail of one parcel leaving, in the order's language, naming the parcel's units and
 * its tracking page. The outbox key is the parcel's: each parcel mails once, whatever retries.
 */
export async function enqueueParcelShipmentMail(
  tx: Transaction,
  order: OrderRow,
  parcel: {
    id: number;
    suivi: string | null;
    transporteur: string | null;
    suiviUrl: string | null;
    lignes: readonly { label: string; qtt: number }[];
  },
  publicUrl: string,
) {
  const customer = await contactOf(tx, order.user_id);
  if (!customer) return;
  const mail = await renderMail(tx, parcelShipmentMail, order.langue, {
    prenom: customer.prenom,
    numero: order.numero ?? '',
    transporteur: parcel.transporteur ?? order.livraison_label,
    suivi: parcel.suivi,
    suiviUrl: parcel.suiviUrl,
    lignes: parcel.lignes,
    url: `${publicUrl}/${order.langue}/mon-compte/commandes/${order.hash}`,
  });
  await enqueueMail(tx, { to: customer.mail, ...mail, key: `colis-expedition:${parcel.id}` });
}
