import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../../db/client.ts';
import { commandes, orderHeading, remises, users, versementsAmbassadeurs } from '../../db/schema/index.ts';
import { readConfigurationValues } from '../shop-info/shop-info.service.ts';
import { makeReferralCode } from './referral-code.ts';

/** Configuration keys of the ambassador programme, with the values used when a key is absent. */
export const AMBASSADOR_SETTINGS = {
  remise: { key: 'ambassadeur.remise_bps', fallback: 1000 },
  commission: { key: 'ambassadeur.commission_bps', fallback: 1000 },
} as const;

/** Attempts at drawing a code nobody holds before giving up (4 random characters: 923,521 per name). */
const CODE_ATTEMPTS = 8;

/** Orders that earned their commission: paid or shipped (refunded ones give it back). */
const EARNING_STATUSES = ['payee', 'expediee'] as const;

export async function findAmbassadorProfile(db: Database, userId: number) {
  const [row] = await db
    .select({ prenom: users.prenom, langue: users.langue, ambassadeur: users.ambassadeur })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** The programme's rates, in basis points; a missing or unreadable value falls back to 10 %. */
export async function readAmbassadorRates(
  db: Pick<Database, 'select'>,
): Promise<{ remise_bps: number; commission_bps: number }> {
  const values = await readConfigurationValues(db, [
    AMBASSADOR_SETTINGS.remise.key,
    AMBASSADOR_SETTINGS.commission.key,
  ]);
  const read = ({ key, fallback }: { key: string; fallback: number }) => {
    const value = Number(values.get(key));
    return Number.isInteger(value) && value > 0 ? value : fallback;
  };
  return { remise_bps: read(AMBASSADOR_SETTINGS.remise), commission_bps: read(AMBASSADOR_SETTINGS.commission) };
}

/**
 * The ambassador's referral code, created on the first call. The user's row is locked for the
 * transaction, so two first calls at once make one code; a drawn code someone already holds is
 * drawn again.
 */
export async function ensureReferralCode(
  db: Database,
  userId: number,
  prenom: string,
  remiseBps: number,
): Promise<string> {
  return db.transaction((tx) => ensureReferralCodeIn(tx, userId, prenom, remiseBps));
}

/** {@link ensureReferralCode} inside the caller's transaction (staff making someone an ambassador). */
export async function ensureReferralCodeIn(
  tx: Transaction,
  userId: number,
  prenom: string,
  remiseBps: number,
): Promise<string> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [existing] = await tx
    .select({ code: remises.code })
    .from(remises)
    .where(eq(remises.ambassadeur_id, userId))
    .orderBy(desc(remises.actif), asc(remises.id))
    .limit(1);
  if (existing) return existing.code;
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt += 1) {
    const [created] = await tx
      .insert(remises)
      .values({ code: makeReferralCode(prenom), type: 'pourcentage', valeur: remiseBps, ambassadeur_id: userId })
      .onConflictDoNothing({ target: remises.code })
      .returning({ code: remises.code });
    if (created) return created.code;
  }
  throw new Error(`No free referral code after ${CODE_ATTEMPTS} attempts`);
}

/** The account's referral codes, oldest first (the customer's page in the back office). */
export async function selectReferralCodes(db: Database, userId: number): Promise<string[]> {
  const rows = await db
    .select({ code: remises.code })
    .from(remises)
    .where(eq(remises.ambassadeur_id, userId))
    .orderBy(asc(remises.id));
  return rows.map((row) => row.code);
}

/** The paid orders placed with the ambassador's code, newest first. */
export async function selectReferredOrders(db: Database, userId: number) {
  return db
    .select({
      numero: commandes.numero,
      payee: commandes.payee,
      total_ht: commandes.total_ht,
      commission_ht: commandes.commission_ht,
    })
    .from(commandes)
    .where(and(eq(commandes.ambassadeur_id, userId), inArray(commandes.statut, [...EARNING_STATUSES])))
    .orderBy(sql`${commandes.payee} desc nulls last`, desc(commandes.id));
}

/** The account of the outer query, named in full: inside a subquery a bare `id` is the inner table's. */
const outerUserId = sql.raw('"users"."id"');

/** What counts as an ambassador account: the flag, the scope, or a code held. */
const isAmbassador = sql`(${users.ambassadeur} or 'ambassadeur' = any(${users.scopes}) or exists (
  select 1 from ${remises} where ${remises.ambassadeur_id} = ${outerUserId}))`;
const earned = sql<number>`(select coalesce(sum(${commandes.commission_ht}), 0)::int from ${commandes}
  where ${commandes.ambassadeur_id} = ${outerUserId} and ${inArray(commandes.statut, [...EARNING_STATUSES])})`;
const paidOut = sql<number>`(select coalesce(sum(${versementsAmbassadeurs.montant_ht}), 0)::int
  from ${versementsAmbassadeurs} where ${versementsAmbassadeurs.ambassadeur_id} = ${outerUserId})`;

/**
 * The ambassadors with their codes, referred orders that earn (paid or shipped), commission earned,
 * paid out and the balance; one of them when `userId` is given.
 */
export async function selectAmbassadorSummaries(db: Database | Transaction, userId?: number) {
  const rows = await db
    .select({
      id: users.id,
      prenom: users.prenom,
      nom: users.nom,
      mail: users.mail,
      codes: sql<string[]>`coalesce((select array_agg(${remises.code} order by ${remises.id}) from ${remises}
        where ${remises.ambassadeur_id} = ${outerUserId}), '{}')`,
      commandes: sql<number>`(select count(*)::int from ${commandes}
        where ${commandes.ambassadeur_id} = ${outerUserId} and ${inArray(commandes.statut, [...EARNING_STATUSES])})`,
      commission_ht: earned,
      verse_ht: paidOut,
    })
    .from(users)
    .where(and(isAmbassador, userId === undefined ? undefined : eq(users.id, userId)))
    .orderBy(asc(users.nom), asc(users.prenom), asc(users.id));
  return rows.map((row) => ({ ...row, solde_ht: row.commission_ht - row.verse_ht }));
}

/** Every order placed with the ambassador's codes, newest first, as staff see it. */
export function selectAdminReferredOrders(db: Database, userId: number) {
  return db
    .select({
      ...orderHeading,
      total_ht: commandes.total_ht,
      commission_ht: commandes.commission_ht,
    })
    .from(commandes)
    .where(eq(commandes.ambassadeur_id, userId))
    .orderBy(desc(commandes.created), desc(commandes.id))
    .limit(500);
}

/** The ambassador's payouts, newest first, with who recorded each. */
export function selectPayouts(db: Database, userId: number) {
  const author = alias(users, 'auteur');
  return db
    .select({
      id: versementsAmbassadeurs.id,
      montant_ht: versementsAmbassadeurs.montant_ht,
      paye_le: versementsAmbassadeurs.paye_le,
      reference: versementsAmbassadeurs.reference,
      auteur: sql<string | null>`nullif(trim(concat_ws(' ', ${author.prenom}, ${author.nom})), '')`,
      created: versementsAmbassadeurs.created,
    })
    .from(versementsAmbassadeurs)
    .leftJoin(author, eq(author.id, versementsAmbassadeurs.auteur_id))
    .where(eq(versementsAmbassadeurs.ambassadeur_id, userId))
    .orderBy(desc(versementsAmbassadeurs.paye_le), desc(versementsAmbassadeurs.id));
}

/** Locks the ambassador's account row until the transaction ends: payouts to them run one at a time. */
export async function lockAmbassador(tx: Transaction, userId: number) {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  return row ?? null;
}

export async function insertPayout(
  tx: Transaction,
  payout: { ambassadeur_id: number; montant_ht: number; paye_le: string; reference: string; auteur_id: number },
) {
  const [row] = await tx.insert(versementsAmbassadeurs).values(payout).returning({ id: versementsAmbassadeurs.id });
  return row!.id;
}
