import {
  colisResource,
  orderFullyShipped,
  parcelLinesRefusal,
  parcelShipmentRefusal,
  trackingUrl,
  type AdminParcelRow,
  type ParcelCreateInput,
  type ParcelLinesInput,
  type ParcelStatus,
} from '@boutique/domain';
import type { Database, Transaction } from '../../db/client.ts';
import type { colis } from '../../db/schema/index.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { contactsOf } from '../auth/users.service.ts';
import {
  lockOrder,
  announceShipped,
  markShippedByParcels,
  selectLinesOfOrders,
  selectLinesToShip,
  selectOrdersByIds,
} from '../orders/orders.service.ts';
import { enqueueParcelShipmentMail } from '../orders/shipment-mail.ts';
import {
  insertParcel,
  lockParcel,
  replaceParcelLines,
  selectCarriers,
  selectOrderParcelLines,
  replaceParcelLineLots,
  selectOrderParcelLots,
  selectParcelLineLots,
  selectParcelLines,
  selectShippedParcelsOfOrders,
  stampParcel,
} from './parcels.queries.ts';
import { orderNotFound } from '../orders/order-refusals.ts';
import { lotsById, lotsForParcelLine } from '../stock/order-lots.ts';
import { isoOrNull } from '../../lib/iso-date.ts';

/** Whether an order ships in parcels (its own ship button then refuses), for the orders module. */
export { orderHasParcels, selectParcelDatesOfOrder as parcelDatesOf } from './parcels.queries.ts';

type ParcelRow = typeof colis.$inferSelect;
type Row = Record<string, unknown>;
const SHIPPED: readonly ParcelStatus[] = ['expedie', 'livre'];

/** The carrier of a write, which must exist (a wrong id answers 400 on the field, not 500). */
async function requireCarrier(tx: Transaction, id: number | null | undefined) {
  if (id === null || id === undefined) return null;
  const [carrier] = await selectCarriers(tx, [id]);
  if (!carrier)
    throw badRequest('Transporteur inconnu.', { transporteur_id: ['Transporteur inconnu.'] }, 'carrier_not_found');
  return carrier;
}

/** Parcels as the back office shows them: order number and customer, carrier, tracking link, lines with labels. */
export async function presentParcels(
  db: Database | Transaction,
  rows: readonly ParcelRow[],
): Promise<AdminParcelRow[]> {
  const orderIds = [...new Set(rows.map((row) => row.commande_id))];
  const carrierIds = [...new Set(rows.flatMap((row) => (row.transporteur_id === null ? [] : [row.transporteur_id])))];
  const parcelIds = rows.map((row) => row.id);
  const [orders, orderLines, lines, carriers, lineLots] = await Promise.all([
    selectOrdersByIds(db, orderIds),
    selectLinesOfOrders(db, orderIds),
    selectParcelLines(db, parcelIds),
    selectCarriers(db, carrierIds),
    selectParcelLineLots(db, parcelIds),
  ]);
  const lotById = await lotsById(
    db,
    lineLots.map((row) => row.lot_id),
  );
  const lotsOf = (parcelId: number, declinaisonId: number) =>
    lineLots
      .filter((row) => row.colis_id === parcelId && row.declinaison_id === declinaisonId)
      .map((row) => {
        const lot = lotById.get(row.lot_id);
        return {
          lot_id: row.lot_id,
          numero: lot?.numero ?? '',
          dluo: lot?.dluo ?? null,
          pao_mois: lot?.pao_mois ?? null,
          qtt: row.qtt,
        };
      });
  const contacts = await contactsOf(db, [...new Set(orders.map((order) => order.user_id))]);
  const orderById = new Map(orders.map((order) => [order.id, order]));
  const contactById = new Map(contacts.map(({ id, ...contact }) => [id, contact]));
  const carrierById = new Map(carriers.map((carrier) => [carrier.id, carrier]));
  const labelOf = new Map(orderLines.map((line) => [`${line.commande_id}:${line.declinaison_id}`, line]));
  return rows.map((row) => {
    const order = orderById.get(row.commande_id);
    const carrier = row.transporteur_id === null ? undefined : carrierById.get(row.transporteur_id);
    return {
      id: row.id,
      commande_id: row.commande_id,
      commande_hash: order?.hash ?? '',
      numero: order?.numero ?? null,
      client: (order && contactById.get(order.user_id)) ?? null,
      transporteur_id: row.transporteur_id,
      transporteur: carrier?.label ?? null,
      suivi: row.suivi,
      suivi_lien: trackingUrl(carrier?.suivi_url, row.suivi),
      statut: row.statut,
      created: row.created.toISOString(),
      expedie: isoOrNull(row.expedie),
      livre: isoOrNull(row.livre),
      lignes: lines
        .filter((line) => line.colis_id === row.id)
        .map((line) => {
          const ordered = labelOf.get(`${row.commande_id}:${line.declinaison_id}`);
          return {
            declinaison_id: line.declinaison_id,
            qtt: line.qtt,
            produit_label: ordered?.produit_label ?? '',
            label: ordered?.label ?? '',
            lots: lotsOf(row.id, line.declinaison_id),
          };
        }),
      version: row.version,
    };
  });
}

/**
 * Checks lines against the order inside the transaction that holds the order's row lock, so two
 * parcels prepared at once cannot together hold more units than were ordered.
 */
async function checkLines(
  tx: Transaction,
  order: NonNullable<Awaited<ReturnType<typeof lockOrder>>>,
  exceptParcelId: number | null,
  lines: ParcelCreateInput['lignes'],
) {
  const [orderLines, others] = await Promise.all([
    selectLinesToShip(tx, [order.id]),
    selectOrderParcelLines(tx, order.id, exceptParcelId),
  ]);
  const refusal = parcelLinesRefusal({ statut: order.statut, lignes: orderLines }, others, lines);
  if (refusal) throw new AppError(409, refusal, {}, 'parcel_lines_refused');
}

/**
 * Shipping a parcel (its status becoming 'expedie', through the generic update): it must carry a
 * tracking number unless its carrier has no tracking page, and its order must still be paid. The
 * date is stamped and the customer's mail for this parcel queued, in the write's transaction;
 * once every unit of the order is in shipped parcels, the order becomes 'expediee' (no second mail).
 */
export async function afterParcelUpdate(tx: Transaction, before: Row, after: Row, publicUrl: string) {
  const was = before.statut as ParcelStatus;
  const now = after.statut as ParcelStatus;
  if (was === now) return;
  const parcel = after as ParcelRow;
  if (now === 'livre') return (await stampParcel(tx, parcel.id, 'livre')) ?? undefined;
  if (now !== 'expedie') return;
  const order = await lockOrder(tx, { id: parcel.commande_id });
  if (!order) throw orderNotFound();
  if (order.statut !== 'payee')
    throw new AppError(
      409,
      'Cette commande n’est plus à expédier (déjà expédiée ou remboursée).',
      {},
      'order_not_to_ship',
    );
  const [carrier] = parcel.transporteur_id === null ? [] : await selectCarriers(tx, [parcel.transporteur_id]);
  const refusal = parcelShipmentRefusal({ statut: was, suivi: parcel.suivi }, carrier ?? null);
  if (refusal) throw badRequest(refusal, { suivi: [refusal] }, 'tracking_number_refused');
  const shipped = await stampParcel(tx, parcel.id, 'expedie');
  const [[presented], orderLines, allLines] = await Promise.all([
    presentParcels(tx, [shipped!]),
    selectLinesToShip(tx, [order.id]),
    selectOrderParcelLines(tx, order.id),
  ]);
  await enqueueParcelShipmentMail(
    tx,
    order,
    {
      id: parcel.id,
      suivi: parcel.suivi,
      transporteur: carrier?.label ?? null,
      suiviUrl: presented!.suivi_lien,
      lignes: presented!.lignes.map((line) => ({ label: `${line.produit_label} – ${line.label}`, qtt: line.qtt })),
    },
    publicUrl,
  );
  if (
    orderFullyShipped(
      orderLines,
      allLines.filter((line) => SHIPPED.includes(line.statut)),
    )
  ) {
    const shippedOrder = await markShippedByParcels(tx, order.id, parcel.suivi);
    if (shippedOrder) await announceShipped(tx, shippedOrder);
  }
  return shipped!;
}

/** The shipped parcels of some orders with their tracking links (the customer's order page). */
export async function shippedParcelsOf(db: Database, commandeIds: readonly number[]) {
  const rows = await selectShippedParcelsOfOrders(db, commandeIds);
  return rows.map((row) => ({
    commande_id: row.commande_id,
    transporteur: row.transporteur,
    suivi: row.suivi,
    suivi_lien: trackingUrl(row.suivi_url, row.suivi),
    expedie: isoOrNull(row.expedie),
  }));
}

/**
 * Records which lots each line's units come from (the order's first-expiring, or those staff
 * named, swapped on the shelf by the stock module), variants in id order so two parcels lock
 * variants alike. Runs under the order's lock, after the lines were checked.
 */
async function recordLineLots(
  tx: Transaction,
  order: { id: number },
  parcelId: number,
  lines: ParcelCreateInput['lignes'],
  userId: number,
) {
  const others = await selectOrderParcelLots(tx, order.id, parcelId);
  const inOtherParcels = new Map<number, number>();
  for (const row of others) inOtherParcels.set(row.lot_id, (inOtherParcels.get(row.lot_id) ?? 0) + row.qtt);
  const rows: { declinaison_id: number; lot_id: number; qtt: number }[] = [];
  for (const line of [...lines].sort((a, b) => a.declinaison_id - b.declinaison_id)) {
    const lots = await lotsForParcelLine(tx, {
      commandeId: order.id,
      declinaisonId: line.declinaison_id,
      qtt: line.qtt,
      chosen: line.lots,
      inOtherParcels,
      userId,
    });
    rows.push(...lots.map((lot) => ({ declinaison_id: line.declinaison_id, ...lot })));
  }
  await replaceParcelLineLots(tx, parcelId, rows);
}

/** Staff split a paid order into parcels, edit a parcel's lines while it is prepared. */
export function createParcelsService({ db }: { db: Database }) {
  return {
    /**
     * POST /api/colis: a parcel of a paid order, its lines within what no other parcel holds yet;
     * its history starts here, as a generic creation's does.
     */
    async create(input: ParcelCreateInput, userId: number) {
      return db.transaction(async (tx) => {
        const order = await lockOrder(tx, { hash: input.commande_hash });
        if (!order) throw orderNotFound();
        await requireCarrier(tx, input.transporteur_id);
        await checkLines(tx, order, null, input.lignes);
        const parcel = await insertParcel(
          tx,
          { commande_id: order.id, transporteur_id: input.transporteur_id ?? null, suivi: input.suivi || null },
          input.lignes,
        );
        await recordLineLots(tx, order, parcel.id, input.lignes, userId);
        const [row] = await presentParcels(tx, [parcel]);
        await recordAudit(tx, {
          userId,
          resource: colisResource.model,
          recordId: parcel.id,
          before: null,
          after: row!,
        });
        return row!;
      });
    },

    /** PUT /api/colis/{id}/lignes: the lines of a parcel still being prepared, replaced whole. */
    async replaceLines(id: number, input: ParcelLinesInput, userId: number) {
      return db.transaction(async (tx) => {
        // The parcel, then its order, as shipping does (the generic update locks the parcel first):
        // the order's lock orders every change of its parcels' units.
        const parcel = await lockParcel(tx, id);
        if (!parcel) throw notFound('Colis introuvable.', 'parcel_not_found');
        const order = await lockOrder(tx, { id: parcel.commande_id });
        if (!order) throw notFound('Colis introuvable.', 'parcel_not_found');
        if (parcel.statut !== 'preparation')
          throw new AppError(409, 'Un colis expédié ne se modifie plus.', {}, 'parcel_shipped');
        await checkLines(tx, order, parcel.id, input.lignes);
        const [before] = await presentParcels(tx, [parcel]);
        const updated = await replaceParcelLines(tx, parcel.id, input.lignes);
        await recordLineLots(tx, order, parcel.id, input.lignes, userId);
        const [after] = await presentParcels(tx, [updated]);
        await recordAudit(tx, {
          userId,
          resource: colisResource.model,
          recordId: parcel.id,
          before: before!,
          after: after!,
        });
        return after!;
      });
    },
  };
}

export type ParcelsService = ReturnType<typeof createParcelsService>;
