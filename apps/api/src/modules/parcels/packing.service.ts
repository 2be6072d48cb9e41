import { pickList, type Locale, type PickList } from '@boutique/domain';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import {
  selectLinesOfOrders,
  selectLinesToShip,
  selectOrdersToPick,
  selectOrdersToPrint,
} from '../orders/orders.service.ts';
import { readShopInfo } from '../shop-info/shop-info.service.ts';
import { lotsById, lotsOfOrders } from '../stock/order-lots.ts';
import { selectParcelLineLots, selectParcelLines } from './parcels.queries.ts';
import {
  selectParcelIdsOfOrders,
  selectParcelsByIds,
  selectShippedLinesOfOrders,
  selectShippedLotsOfOrders,
} from './packing.queries.ts';
import { renderPackingSlips, type PackingSlip } from './packing-slip-pdf.ts';
import { renderPickList } from './pick-list-pdf.ts';

/** Rows by their order: every paid order's lines are read at once. */
function groupByOrder<Row extends { commande_id: number }>(rows: readonly Row[]) {
  const byOrder = new Map<number, Row[]>();
  for (const row of rows) byOrder.set(row.commande_id, [...(byOrder.get(row.commande_id) ?? []), row]);
  return byOrder;
}

/** What the warehouse prints: packing slips of parcels, and the pick list of the orders waiting. */
export function createPackingService({ db }: { db: Database }) {
  /** The slips of these parcels, in the order asked; an unknown id refuses the whole file. */
  async function slipsOf(ids: readonly number[]): Promise<PackingSlip[]> {
    const parcels = await selectParcelsByIds(db, ids);
    const byId = new Map(parcels.map((parcel) => [parcel.id, parcel]));
    const missing = ids.filter((id) => !byId.has(id));
    if (missing.length > 0) throw notFound(`Colis introuvable : ${missing.join(', ')}.`, 'parcel_not_found');
    const orderIds = [...new Set(parcels.map((parcel) => parcel.commande_id))];
    const [orders, siblings, orderLines, lines, lineLots] = await Promise.all([
      selectOrdersToPrint(db, orderIds),
      selectParcelIdsOfOrders(db, orderIds),
      selectLinesOfOrders(db, orderIds),
      selectParcelLines(db, ids),
      selectParcelLineLots(db, ids),
    ]);
    const lotById = await lotsById(
      db,
      lineLots.map((row) => row.lot_id),
    );
    const orderOf = new Map(orders.map((order) => [order.id, order]));
    const labelOf = new Map(orderLines.map((line) => [`${line.commande_id}:${line.declinaison_id}`, line]));
    return ids.map((id) => {
      const parcel = byId.get(id)!;
      const order = orderOf.get(parcel.commande_id)!;
      const ofOrder = siblings.filter((sibling) => sibling.commande_id === parcel.commande_id);
      return {
        id,
        langue: order.langue,
        numero: order.numero,
        date: order.payee ?? order.created,
        adresse_livraison: order.adresse_livraison,
        point_relais: order.point_relais,
        rang: ofOrder.findIndex((sibling) => sibling.id === id) + 1,
        total: ofOrder.length,
        lignes: lines
          .filter((line) => line.colis_id === id)
          .map((line) => {
            const ordered = labelOf.get(`${parcel.commande_id}:${line.declinaison_id}`);
            const lots = lineLots
              .filter((row) => row.colis_id === id && row.declinaison_id === line.declinaison_id)
              .map((row) => ({ numero: lotById.get(row.lot_id)?.numero ?? '', qtt: row.qtt }));
            return { produit_label: ordered?.produit_label ?? '', label: ordered?.label ?? '', qtt: line.qtt, lots };
          }),
      };
    });
  }

  async function pickListNow(): Promise<PickList> {
    const orders = await selectOrdersToPick(db);
    const ids = orders.map((order) => order.id);
    const [lines, shipped, taken, shippedLots] = await Promise.all([
      selectLinesToShip(db, ids),
      selectShippedLinesOfOrders(db, ids),
      lotsOfOrders(db, ids),
      selectShippedLotsOfOrders(db, ids),
    ]);
    const linesOf = groupByOrder(lines);
    const shippedOf = groupByOrder(shipped);
    // The lots each order still has to ship: those its sale took, less those in shipped parcels.
    const shippedLot = new Map<string, number>();
    for (const row of shippedLots) {
      const key = `${row.commande_id}:${row.lot_id}`;
      shippedLot.set(key, (shippedLot.get(key) ?? 0) + row.qtt);
    }
    const lotsOf = groupByOrder(
      taken.map((lot) => ({
        ...lot,
        lot_id: lot.id,
        qtt: lot.qtt - (shippedLot.get(`${lot.commande_id}:${lot.id}`) ?? 0),
      })),
    );
    const list = pickList(
      orders.map((order) => ({
        numero: order.numero ?? String(order.id),
        lignes: linesOf.get(order.id) ?? [],
        expedies: shippedOf.get(order.id) ?? [],
        lots: lotsOf.get(order.id) ?? [],
      })),
    );
    return { code: 200, genere: new Date().toISOString(), ...list };
  }

  return {
    /** GET /api/colis/{id}/bordereau.pdf and /api/colis/bordereaux.pdf?ids=: one page or more per parcel. */
    async slips(ids: readonly number[], options: { compress?: boolean } = {}) {
      const [slips, shop] = await Promise.all([slipsOf(ids), readShopInfo(db)]);
      return renderPackingSlips(slips, shop, options);
    },

    /** GET /api/preparation/liste. */
    pickList: pickListNow,

    /** GET /api/preparation/liste.pdf, in the staff's language. */
    async pickListPdf(locale: Locale, options: { compress?: boolean } = {}) {
      const [list, shop] = await Promise.all([pickListNow(), readShopInfo(db)]);
      return renderPickList(list, shop, locale, options);
    },
  };
}

export type PackingService = ReturnType<typeof createPackingService>;
