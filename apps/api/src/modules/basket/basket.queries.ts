import { eq, sql } from 'drizzle-orm';
import { paniers, type Translations } from '../../db/schema/index.ts';
import { rowsOf, type Database, type Transaction } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';

/** What one update statement reports: the variant as found, and the line's quantity if it changed. */
export interface UpdateOutcome {
  /** Who owns the basket, when someone does. */
  owner_id: number | null;
  variant_id: number | null;
  stock: number | null;
  /** The line's new quantity (0 when deleted); null when nothing changed. */
  applied_qtt: number | null;
}

/** A signed change of a basket line's units. */
type UnitsChange = { hash: string; userId: number | null; declinaisonId: number; qtt: number };

const addUnitsStatement = preparedStatement<UpdateOutcome, UnitsChange>(
  ({ hash, userId, declinaisonId, qtt }) => sql`
    with basket as (
      insert into paniers (hash, user_id) values (${hash}, ${userId}::int)
      on conflict (hash) do update set updated = now()
      where paniers.user_id is null or paniers.user_id = ${userId}::int
      returning id
    ), variant as (
      select d.id, d.stock from declinaisons d
      join produits p on p.id = d.produit_id
      where d.id = ${declinaisonId} and not p.offline
    ), upsert as (
      insert into paniers_declinaisons as line (panier_id, declinaison_id, qtt)
      select basket.id, variant.id, ${qtt}::int from basket, variant where variant.stock >= ${qtt}::int
      on conflict (panier_id, declinaison_id) do update set qtt = line.qtt + excluded.qtt
      where line.qtt + excluded.qtt <= (select stock from declinaisons where id = excluded.declinaison_id)
      returning line.qtt
    )
    select (select user_id from paniers where hash = ${hash}) as owner_id,
           (select id from variant) as variant_id, (select stock from variant) as stock,
           (select qtt from upsert) as applied_qtt`,
);

/**
 * Adds units in one statement: the basket is created on first use, and the line is inserted or
 * increased only while the total stays within the variant's stock. The ON CONFLICT path locks the
 * line, so concurrent adds to one basket serialise instead of losing updates.
 */
export async function addUnits(db: Database, hash: string, userId: number | null, declinaisonId: number, qtt: number) {
  const [outcome] = await addUnitsStatement(db, { hash, userId, declinaisonId, qtt });
  return outcome!;
}

const removeUnitsStatement = preparedStatement<UpdateOutcome, UnitsChange>(
  ({ hash, userId, declinaisonId, qtt }) => sql`
    with basket as (
      update paniers set updated = now()
      where hash = ${hash} and (user_id is null or user_id = ${userId}::int)
      returning id
    ), variant as (
      select id, stock from declinaisons where id = ${declinaisonId}
    ), decreased as (
      update paniers_declinaisons line set qtt = line.qtt + ${qtt}::int from basket
      where line.panier_id = basket.id and line.declinaison_id = ${declinaisonId} and line.qtt + ${qtt}::int > 0
      returning line.qtt
    ), deleted as (
      delete from paniers_declinaisons line using basket
      where line.panier_id = basket.id and line.declinaison_id = ${declinaisonId} and line.qtt + ${qtt}::int <= 0
      returning 0 as qtt
    )
    select (select user_id from paniers where hash = ${hash}) as owner_id,
           (select id from variant) as variant_id, (select stock from variant) as stock,
           coalesce((select qtt from decreased), (select qtt from deleted)) as applied_qtt`,
);

/** Removes units in one statement, deleting the line when it reaches zero or less. */
export async function removeUnits(
  db: Database,
  hash: string,
  userId: number | null,
  declinaisonId: number,
  qtt: number,
) {
  const [outcome] = await removeUnitsStatement(db, { hash, userId, declinaisonId, qtt });
  return outcome!;
}

export interface BasketLineRow {
  declinaison_id: number;
  qtt: number;
  conteneur: string;
  label: string;
  prix_ht: number;
  prix_ttc: number;
  prix_initial_ht: number | null;
  prix_initial_ttc: number | null;
  stock: number | null;
  declinaison_traductions: Translations<'label' | 'conteneur'>;
  produit_id: number;
  produit_slug: string;
  produit_label: string;
  produit_traductions: Translations<'label'>;
  /** Online products associated with this line's product (cross-selling). */
  associes: number[];
}

const basketLinesStatement = preparedStatement<BasketLineRow, { hash: string; userId: number | null }>(
  ({ hash, userId }) => sql`
    select line.declinaison_id, line.qtt, d.conteneur, d.label, d.prix_ht, d.prix_ttc,
           d.prix_initial_ht, d.prix_initial_ttc, d.stock, d.traductions as declinaison_traductions,
           p.id as produit_id, p.slug as produit_slug, p.label as produit_label,
           p.traductions as produit_traductions,
           array(select a.produit_associe_id from associes a
                 join produits associated on associated.id = a.produit_associe_id and not associated.offline
                 where a.produit_id = p.id order by a.produit_associe_id) as associes
    from paniers basket
    join paniers_declinaisons line on line.panier_id = basket.id
    join declinaisons d on d.id = line.declinaison_id
    join produits p on p.id = d.produit_id
    where basket.hash = ${hash} and (basket.user_id is null or basket.user_id = ${userId}::int)
    order by line.created, line.declinaison_id`,
);

/**
 * A basket's lines with their current prices and stock, in the order they were added. A basket that
 * belongs to an account reads as empty to anybody else.
 */
export function selectBasketLines(db: Database, hash: string, userId: number | null) {
  return basketLinesStatement(db, { hash, userId });
}

/** The hashes of an account's baskets, most recently changed first, with their item counts. */
export async function selectUserBaskets(db: Database, userId: number) {
  const result = await db.execute(sql`
    select basket.hash, basket.updated, coalesce(sum(line.qtt), 0)::int as count
    from paniers basket left join paniers_declinaisons line on line.panier_id = basket.id
    where basket.user_id = ${userId}
    group by basket.id
    order by basket.updated desc, basket.id desc`);
  return rowsOf<{ hash: string; updated: string | Date; count: number }>(result);
}

/** An account's baskets as its data export lists them. */
export function selectAccountBaskets(db: Database, userId: number) {
  return db
    .select({ hash: paniers.hash, created: paniers.created, updated: paniers.updated })
    .from(paniers)
    .where(eq(paniers.user_id, userId));
}

/** Deletes an account's baskets (their lines go with them). */
export async function deleteAccountBaskets(tx: Transaction, userId: number) {
  await tx.delete(paniers).where(eq(paniers.user_id, userId));
}

/**
 * Gives an anonymous basket to an account (creating it if the browser had not used it yet). A
 * basket that already belongs to someone else stays theirs.
 */
export async function adoptBasket(db: Database, hash: string, userId: number) {
  const result = await db.execute(sql`
    insert into paniers (hash, user_id) values (${hash}, ${userId})
    on conflict (hash) do update set user_id = ${userId}, updated = now() where paniers.user_id is null
    returning hash`);
  return rowsOf<{ hash: string }>(result).length > 0;
}

/** Deletes baskets untouched for longer than the retention period; answers how many went. */
export async function deleteStaleBaskets(db: Database, retentionDays: number) {
  const result = await db.execute(
    sql`delete from paniers where updated < now() - make_interval(days => ${retentionDays}::int) returning id`,
  );
  return rowsOf<{ id: number }>(result).length;
}

/**
 * Takes an order's units out of the basket it came from, once paid: lines added since, and units
 * beyond the order's, stay in the basket for a next order.
 */
export async function removeOrderedUnits(db: Pick<Database, 'execute'>, hash: string, commandeId: number) {
  await db.execute(sql`
    with ordered as (
      select line.panier_id, line.declinaison_id, line.qtt - ordered.qtt as rest
      from paniers_declinaisons line
      join paniers basket on basket.id = line.panier_id and basket.hash = ${hash}
      join commandes_declinaisons ordered
        on ordered.commande_id = ${commandeId} and ordered.declinaison_id = line.declinaison_id
    ), decreased as (
      update paniers_declinaisons line set qtt = ordered.rest from ordered
      where (line.panier_id, line.declinaison_id) = (ordered.panier_id, ordered.declinaison_id) and ordered.rest > 0
    )
    delete from paniers_declinaisons line using ordered
    where (line.panier_id, line.declinaison_id) = (ordered.panier_id, ordered.declinaison_id) and ordered.rest <= 0`);
}
