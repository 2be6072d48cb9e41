import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { rowsOf } from '../../db/client.ts';
import {
  adresses,
  configurations,
  methodesLivraisons,
  methodesPaiements,
  paniers,
  paniersCheckout,
  pays,
  pointsRelais,
  remises,
  remisesGammes,
  remisesProduits,
  remisesUtilisations,
  transporteurs,
} from '../../db/schema/index.ts';

type Executor = Database | Transaction;

/** The basket row a customer may check out: theirs, or still anonymous (null otherwise). */
export async function selectCheckoutBasket(db: Executor, hash: string, userId: number) {
  const [row] = await db
    .select({ id: paniers.id, user_id: paniers.user_id })
    .from(paniers)
    .where(and(eq(paniers.hash, hash), sql`(${paniers.user_id} is null or ${paniers.user_id} = ${userId})`));
  return row ?? null;
}

export async function selectChoices(db: Executor, panierId: number) {
  const [row] = await db.select().from(paniersCheckout).where(eq(paniersCheckout.panier_id, panierId));
  return row ?? null;
}

/** Saves the customer's choices on the basket, claiming an anonymous basket for them. */
export async function upsertChoices(
  db: Database,
  panierId: number,
  userId: number,
  values: Partial<Omit<typeof paniersCheckout.$inferInsert, 'panier_id' | 'updated'>>,
) {
  await db.transaction(async (tx) => {
    await tx
      .update(paniers)
      .set({ user_id: userId })
      .where(and(eq(paniers.id, panierId), sql`user_id is null`));
    await tx
      .insert(paniersCheckout)
      .values({ panier_id: panierId, ...values })
      .onConflictDoUpdate({ target: paniersCheckout.panier_id, set: { ...values, updated: new Date() } });
  });
}

export function selectUserAddresses(db: Executor, userId: number) {
  return db.select().from(adresses).where(eq(adresses.user_id, userId)).orderBy(asc(adresses.id));
}

/** Whether the shop sells to a country: listed in `pays` and active (the back office's Pays screen). */
const isSoldTo = (country: SQL | string) =>
  sql`exists (select 1 from ${pays} where ${pays.code} = ${country} and ${pays.actif})`;

/** Active delivery methods serving a country the shop sells to, with their carrier's name, in display order. */
export function selectDeliveryMethods(db: Executor, country: string) {
  return db
    .select({ method: methodesLivraisons, transporteur: transporteurs.label })
    .from(methodesLivraisons)
    .innerJoin(transporteurs, eq(transporteurs.id, methodesLivraisons.transporteur_id))
    .where(
      and(
        eq(methodesLivraisons.actif, true),
        eq(transporteurs.actif, true),
        sql`${country} = any(${methodesLivraisons.pays})`,
        isSoldTo(country),
      ),
    )
    .orderBy(asc(methodesLivraisons.ordre), asc(methodesLivraisons.id));
}

/** Every country the shop sells to that an active method of an active carrier serves, in code order. */
export async function selectDeliveredCountries(db: Executor) {
  const rows = await db
    .select({ code: pays.code })
    .from(pays)
    .where(
      and(
        eq(pays.actif, true),
        sql`exists (select 1 from ${methodesLivraisons} join ${transporteurs} on ${transporteurs.id} = ${methodesLivraisons.transporteur_id}
          where ${methodesLivraisons.actif} and ${transporteurs.actif} and ${pays.code} = any(${methodesLivraisons.pays}))`,
      ),
    );
  return rows.map((row) => row.code).sort();
}

/** How many relay points a relay method offers: the nearest few are enough to choose from. */
const RELAY_POINTS_OFFERED = 6;

/**
 * A carrier's active relay points in a country, nearest the postcode first: the same department
 * (two first characters) before the others, then by postcode: a stand-in for distance until a
 * carrier's own finder is plugged in.
 */
export function selectNearestRelayPoints(db: Executor, transporteurId: number, country: string, postcode: string) {
  return db
    .select({
      id: pointsRelais.id,
      nom: pointsRelais.nom,
      ligne1: pointsRelais.ligne1,
      code_postal: pointsRelais.code_postal,
      ville: pointsRelais.ville,
      pays: pointsRelais.pays,
    })
    .from(pointsRelais)
    .where(
      and(
        eq(pointsRelais.transporteur_id, transporteurId),
        eq(pointsRelais.pays, country),
        eq(pointsRelais.actif, true),
      ),
    )
    .orderBy(
      sql`(left(${pointsRelais.code_postal}, 2) = left(${postcode}, 2)) desc`,
      asc(pointsRelais.code_postal),
      asc(pointsRelais.id),
    )
    .limit(RELAY_POINTS_OFFERED);
}

export async function selectDiscountByCode(db: Executor, code: string) {
  const [row] = await db.select().from(remises).where(eq(remises.code, code));
  return row ?? null;
}

export async function selectDiscountById(db: Executor, id: number) {
  const [row] = await db.select().from(remises).where(eq(remises.id, id));
  return row ?? null;
}

/** The products and ranges a code is restricted to (both empty: the whole basket). */
export async function selectDiscountScope(db: Executor, remiseId: number) {
  const [products, ranges] = await Promise.all([
    db.select({ id: remisesProduits.produit_id }).from(remisesProduits).where(eq(remisesProduits.remise_id, remiseId)),
    db.select({ id: remisesGammes.gamme_id }).from(remisesGammes).where(eq(remisesGammes.remise_id, remiseId)),
  ]);
  return { produit_ids: products.map((row) => row.id), gamme_ids: ranges.map((row) => row.id) };
}

/**
 * Orders of this customer holding the code (reserved or paid: released holds give theirs back).
 * `exceptBasket` leaves out the hold of the basket being quoted, which paying again releases first.
 */
export async function countDiscountUses(db: Executor, remiseId: number, userId: number, exceptBasket?: string) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(remisesUtilisations)
    .where(
      and(
        eq(remisesUtilisations.remise_id, remiseId),
        eq(remisesUtilisations.user_id, userId),
        exceptBasket
          ? sql`${remisesUtilisations.commande_id} not in (select id from commandes where panier_hash = ${exceptBasket} and statut = 'reservee')`
          : undefined,
      ),
    );
  return row?.count ?? 0;
}

/**
 * Counts one more use of a code only while it is under its total limit. The row lock this takes
 * serialises every checkout using the code, so the per-customer count read next is exact.
 */
export async function redeemDiscount(tx: Transaction, remiseId: number) {
  const result = await tx.execute(sql`
    update remises set utilisations = utilisations + 1
    where id = ${remiseId} and actif and (limite_totale is null or utilisations < limite_totale)
    returning id`);
  return rowsOf<{ id: number }>(result).length > 0;
}

/** A whole-number configuration value, or the fallback when missing or malformed. */
export async function selectIntegerSetting(db: Executor, key: string, fallback: number) {
  const [row] = await db
    .select({ valeur: configurations.valeur })
    .from(configurations)
    .where(eq(configurations.cle, key));
  const value = Number(row?.valeur);
  return Number.isSafeInteger(value) && value >= 0 ? value : fallback;
}

/** The active way to pay online (the card), first in display order; null when it is switched off. */
export async function selectOnlinePaymentMethod(db: Executor) {
  const [row] = await db
    .select()
    .from(methodesPaiements)
    .where(and(eq(methodesPaiements.en_ligne, true), eq(methodesPaiements.actif, true)))
    .orderBy(asc(methodesPaiements.ordre), asc(methodesPaiements.id))
    .limit(1);
  return row ?? null;
}

/** A country's standard VAT rate (basis points) from the countries the shop sells to; null when unlisted. */
export async function selectCountryVatRate(db: Executor, code: string): Promise<number | null> {
  const [row] = await db.select({ tva_bps: pays.tva_bps }).from(pays).where(eq(pays.code, code.toUpperCase()));
  return row?.tva_bps ?? null;
}
