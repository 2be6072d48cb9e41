import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { entrepots, lots, lotsCommandes, stocks, stocksLots } from '../../db/schema/index.ts';
import { INITIAL_LOT_NUMBER, type LotInput } from '@boutique/domain';

type Reader = Pick<Database, 'select'>;

const lotColumns = {
  id: lots.id,
  declinaison_id: lots.declinaison_id,
  numero: lots.numero,
  fabrication: lots.fabrication,
  dluo: lots.dluo,
  pao_mois: lots.pao_mois,
};
export type LotRow = { [K in keyof typeof lotColumns]: (typeof lots.$inferSelect)[K] };

export async function selectLotByNumber(tx: Reader, declinaisonId: number, numero: string) {
  const [row] = await tx
    .select(lotColumns)
    .from(lots)
    .where(and(eq(lots.declinaison_id, declinaisonId), eq(lots.numero, numero)));
  return row ?? null;
}

export function selectLotsByIds(db: Reader, ids: readonly number[]): Promise<LotRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select(lotColumns)
    .from(lots)
    .where(inArray(lots.id, [...ids]));
}

/** Inserts a lot; answers null when the variant already has one by that number. */
export async function insertLot(tx: Transaction, declinaisonId: number, lot: LotInput) {
  const [row] = await tx
    .insert(lots)
    .values({
      declinaison_id: declinaisonId,
      numero: lot.numero,
      fabrication: lot.fabrication ?? null,
      dluo: lot.dluo ?? null,
      pao_mois: lot.pao_mois ?? null,
    })
    .onConflictDoNothing()
    .returning(lotColumns);
  return row ?? null;
}

/** The variant's lot "INITIAL" (units received with no lot), made when missing. */
export async function initialLotId(tx: Transaction, declinaisonId: number): Promise<number> {
  await tx.insert(lots).values({ declinaison_id: declinaisonId, numero: INITIAL_LOT_NUMBER }).onConflictDoNothing();
  return (await selectLotByNumber(tx, declinaisonId, INITIAL_LOT_NUMBER))!.id;
}

/**
 * The variant's lots in one warehouse with their units (made at 0 when missing for `ensure`),
 * locked; the caller holds the variant's lock, so this never races another change of the variant.
 */
export async function lockWarehouseLots(
  tx: Transaction,
  declinaisonId: number,
  entrepotId: number,
  ensure: number[] = [],
) {
  if (ensure.length > 0) {
    await tx
      .insert(stocksLots)
      .values(ensure.map((lot_id) => ({ lot_id, entrepot_id: entrepotId, quantite: 0 })))
      .onConflictDoNothing();
  }
  return tx
    .select({ ...lotColumns, entrepot_id: stocksLots.entrepot_id, quantite: stocksLots.quantite })
    .from(stocksLots)
    .innerJoin(lots, eq(lots.id, stocksLots.lot_id))
    .where(and(eq(lots.declinaison_id, declinaisonId), eq(stocksLots.entrepot_id, entrepotId)))
    .orderBy(asc(lots.id))
    .for('update', { of: stocksLots });
}

/** A lot's units per warehouse (those holding some), in the order sales take from warehouses, locked. */
export function lockLotInWarehouses(tx: Transaction, lotId: number) {
  return tx
    .select({ entrepot_id: stocksLots.entrepot_id, quantite: stocksLots.quantite })
    .from(stocksLots)
    .innerJoin(entrepots, eq(entrepots.id, stocksLots.entrepot_id))
    .where(and(eq(stocksLots.lot_id, lotId), gt(stocksLots.quantite, 0)))
    .orderBy(asc(entrepots.ordre), asc(entrepots.id))
    .for('update', { of: stocksLots });
}

/** Moves a lot's units in a warehouse (the row is made when missing for units coming in). */
export async function addToLot(tx: Transaction, lotId: number, entrepotId: number, delta: number) {
  // A negative row is checked before the conflict is: units going out update the row there.
  if (delta < 0) {
    await tx
      .update(stocksLots)
      .set({ quantite: sql`${stocksLots.quantite} + ${delta}` })
      .where(and(eq(stocksLots.lot_id, lotId), eq(stocksLots.entrepot_id, entrepotId)));
    return;
  }
  await tx
    .insert(stocksLots)
    .values({ lot_id: lotId, entrepot_id: entrepotId, quantite: delta })
    .onConflictDoUpdate({
      target: [stocksLots.lot_id, stocksLots.entrepot_id],
      set: { quantite: sql`${stocksLots.quantite} + ${delta}` },
    });
}

/** Moves the units of a lot an order took (its sale, a change of lot, a return). */
export async function addToOrderLot(tx: Transaction, commandeId: number, lotId: number, delta: number) {
  if (delta < 0) {
    await tx
      .update(lotsCommandes)
      .set({ qtt: sql`${lotsCommandes.qtt} + ${delta}` })
      .where(and(eq(lotsCommandes.commande_id, commandeId), eq(lotsCommandes.lot_id, lotId)));
    return;
  }
  await tx
    .insert(lotsCommandes)
    .values({ commande_id: commandeId, lot_id: lotId, qtt: delta })
    .onConflictDoUpdate({
      target: [lotsCommandes.commande_id, lotsCommandes.lot_id],
      set: { qtt: sql`${lotsCommandes.qtt} + ${delta}` },
    });
}

/** The lots an order took of some variant (units still with the customer), with their dates. */
export function selectOrderLots(db: Reader, commandeId: number, declinaisonId?: number) {
  return db
    .select({ ...lotColumns, qtt: lotsCommandes.qtt })
    .from(lotsCommandes)
    .innerJoin(lots, eq(lots.id, lotsCommandes.lot_id))
    .where(
      declinaisonId === undefined
        ? and(eq(lotsCommandes.commande_id, commandeId), gt(lotsCommandes.qtt, 0))
        : and(
            eq(lotsCommandes.commande_id, commandeId),
            eq(lots.declinaison_id, declinaisonId),
            gt(lotsCommandes.qtt, 0),
          ),
    );
}

/** Puts the tracked units no lot holds yet (as the demo seed's, placed in a warehouse) in each variant's lot INITIAL. */
export async function placeUnlottedStock(tx: Pick<Transaction, 'execute'>) {
  await tx.execute(sql`
    insert into lots (declinaison_id, numero)
    select distinct declinaison_id, ${INITIAL_LOT_NUMBER} from ${stocks}
    on conflict do nothing`);
  await tx.execute(sql`
    insert into stocks_lots (lot_id, entrepot_id, quantite)
    select l.id, s.entrepot_id, s.quantite - coalesce((
      select sum(sl.quantite) from stocks_lots sl join lots o on o.id = sl.lot_id
      where o.declinaison_id = s.declinaison_id and sl.entrepot_id = s.entrepot_id), 0)
    from stocks s join lots l on l.declinaison_id = s.declinaison_id and l.numero = ${INITIAL_LOT_NUMBER}
    on conflict (lot_id, entrepot_id) do update set quantite = stocks_lots.quantite + excluded.quantite`);
  await tx.execute(sql`
    update mouvements_stock m set lot_id = l.id from lots l
    where m.lot_id is null and m.entrepot_id is not null
      and l.declinaison_id = m.declinaison_id and l.numero = ${INITIAL_LOT_NUMBER}`);
}

/** The lots some orders took, with their variant and dates (the pick list). */
export function selectLotsOfOrders(db: Reader, commandeIds: readonly number[]) {
  if (commandeIds.length === 0) return Promise.resolve([]);
  return db
    .select({ ...lotColumns, commande_id: lotsCommandes.commande_id, qtt: lotsCommandes.qtt })
    .from(lotsCommandes)
    .innerJoin(lots, eq(lots.id, lotsCommandes.lot_id))
    .where(and(inArray(lotsCommandes.commande_id, [...commandeIds]), gt(lotsCommandes.qtt, 0)));
}
