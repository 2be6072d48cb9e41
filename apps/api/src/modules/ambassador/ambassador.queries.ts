import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { commandes, remises, users } from '../../db/schema/index.ts';
import { selectConfigurationValues } from '../shop-info/shop-info.queries.ts';
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
export async function readAmbassadorRates(db: Database): Promise<{ remise_bps: number; commission_bps: number }> {
  const values = await selectConfigurationValues(db, [
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
  return db.transaction(async (tx) => {
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
  });
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
