import { INITIAL_LOT_NUMBER } from '@boutique/domain';
import { and, asc, eq, gt, ilike, inArray, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  commandes,
  declinaisons,
  entrepots,
  lots,
  lotsCommandes,
  produits,
  stocksLots,
  users,
} from '../../db/schema/index.ts';

type Reader = Pick<Database, 'select'>;

export interface LotFilters {
  declinaison?: number | undefined;
  /** Best-before on or before this day (YYYY-MM-DD). */
  dluoAvant?: string | undefined;
  vides?: boolean | undefined;
  q?: string | undefined;
  ids?: readonly number[];
}

const onHand = sql<number>`coalesce((select sum(${stocksLots.quantite}) from ${stocksLots} where ${stocksLots.lot_id} = ${lots.id}), 0)::int`;

function lotConditions(filters: LotFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.declinaison) conditions.push(eq(lots.declinaison_id, filters.declinaison));
  if (filters.dluoAvant) conditions.push(and(isNotNull(lots.dluo), lte(lots.dluo, filters.dluoAvant))!);
  if (!filters.vides && !filters.ids) conditions.push(sql`${onHand} > 0`);
  if (filters.ids) conditions.push(inArray(lots.id, [...filters.ids]));
  if (filters.q) {
    const like = `%${filters.q.replace(/[\\%_]/gu, '\\$&')}%`;
    conditions.push(or(ilike(lots.numero, like), ilike(produits.label, like), ilike(declinaisons.label, like))!);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** Lots with their variant and units on hand, in the order sales take them (`compareFefo`: INITIAL, then first-expiring). */
export function selectLots(db: Reader, filters: LotFilters, limit: number, offset: number) {
  return db
    .select({
      id: lots.id,
      declinaison_id: lots.declinaison_id,
      produit_label: produits.label,
      label: declinaisons.label,
      numero: lots.numero,
      fabrication: lots.fabrication,
      dluo: lots.dluo,
      pao_mois: lots.pao_mois,
      quantite: onHand,
    })
    .from(lots)
    .innerJoin(declinaisons, eq(declinaisons.id, lots.declinaison_id))
    .innerJoin(produits, eq(produits.id, declinaisons.produit_id))
    .where(lotConditions(filters))
    .orderBy(
      sql`(${lots.numero} = ${INITIAL_LOT_NUMBER} and ${lots.dluo} is null) desc`,
      sql`${lots.dluo} asc nulls last`,
      sql`${lots.fabrication} asc nulls first`,
      asc(lots.id),
    )
    .limit(limit)
    .offset(offset);
}

export async function countLots(db: Reader, filters: LotFilters) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(lots)
    .innerJoin(declinaisons, eq(declinaisons.id, lots.declinaison_id))
    .innerJoin(produits, eq(produits.id, declinaisons.produit_id))
    .where(lotConditions(filters));
  return row?.count ?? 0;
}

/** Units of some lots per warehouse (those holding any). */
export function selectLotWarehouses(db: Reader, lotIds: readonly number[]) {
  if (lotIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      lot_id: stocksLots.lot_id,
      entrepot_id: stocksLots.entrepot_id,
      label: entrepots.label,
      quantite: stocksLots.quantite,
    })
    .from(stocksLots)
    .innerJoin(entrepots, eq(entrepots.id, stocksLots.entrepot_id))
    .where(and(inArray(stocksLots.lot_id, [...lotIds]), gt(stocksLots.quantite, 0)))
    .orderBy(asc(entrepots.ordre), asc(entrepots.id));
}

/** Lots of dated stock due by `day` (the dashboard tile and the daily digest). */
export async function countLotsDueBy(db: Reader, day: string) {
  return countLots(db, { dluoAvant: day });
}

/**
 * The orders that took units of a lot and still have them, with their customer: a recall reads
 * the orders' and accounts' rows here (read only; the orders and auth modules own them).
 */
export function selectLotRecipients(db: Reader, lotId: number) {
  return db
    .select({
      commande_id: commandes.id,
      commande_hash: commandes.hash,
      numero: commandes.numero,
      qtt: lotsCommandes.qtt,
      user_id: users.id,
      prenom: users.prenom,
      nom: users.nom,
      mail: users.mail,
      langue: commandes.langue,
      pays: sql<string>`coalesce(${commandes.adresse_livraison}->>'pays', ${commandes.adresse_facturation}->>'pays', '')`,
      expedie: commandes.expediee,
    })
    .from(lotsCommandes)
    .innerJoin(commandes, eq(commandes.id, lotsCommandes.commande_id))
    .innerJoin(users, eq(users.id, commandes.user_id))
    .where(and(eq(lotsCommandes.lot_id, lotId), gt(lotsCommandes.qtt, 0)))
    .orderBy(asc(commandes.id));
}
