import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Locale } from '@boutique/domain';
import type { Database, Transaction } from '../../db/client.ts';
import { alertesStock, declinaisons, produits } from '../../db/schema/index.ts';

type Reader = Pick<Database, 'select'>;

/**
 * Records an address waiting for a variant; a second request for the same pair, or one naming no
 * variant, changes nothing (the caller answers the same either way).
 */
export async function insertAlert(db: Database, declinaisonId: number, mail: string, langue: Locale) {
  await db.execute(sql`
    insert into ${alertesStock} (declinaison_id, mail, langue)
    select ${declinaisons.id}, ${mail}, ${langue} from ${declinaisons}
    where ${declinaisons.id} = ${declinaisonId} and coalesce(${declinaisons.stock}, 0) <= 0
    on conflict (declinaison_id, mail) do nothing`);
}

const restocked = and(gt(declinaisons.stock, 0), eq(produits.offline, false));

/** Whether any waiting address has its variant for sale again (a cheap check before the real work). */
export async function hasRestockedAlerts(db: Reader): Promise<boolean> {
  const [row] = await db
    .select({ id: alertesStock.id })
    .from(alertesStock)
    .innerJoin(declinaisons, eq(declinaisons.id, alertesStock.declinaison_id))
    .innerJoin(produits, eq(produits.id, declinaisons.produit_id))
    .where(restocked)
    .limit(1);
  return row !== undefined;
}

/**
 * Waiting addresses whose variant is for sale again on an online product, locked; rows another
 * run has locked are skipped, so two runs at once never take the same address.
 */
export function lockRestockedAlerts(tx: Transaction, limit: number) {
  return tx
    .select({
      id: alertesStock.id,
      declinaison_id: alertesStock.declinaison_id,
      produit_id: declinaisons.produit_id,
      mail: alertesStock.mail,
      langue: alertesStock.langue,
    })
    .from(alertesStock)
    .innerJoin(declinaisons, eq(declinaisons.id, alertesStock.declinaison_id))
    .innerJoin(produits, eq(produits.id, declinaisons.produit_id))
    .where(restocked)
    .orderBy(asc(alertesStock.id))
    .limit(limit)
    .for('update', { of: alertesStock, skipLocked: true });
}

/** Forgets addresses once their mail is queued. */
export async function deleteAlerts(tx: Transaction, ids: readonly number[]) {
  if (ids.length > 0) await tx.delete(alertesStock).where(inArray(alertesStock.id, [...ids]));
}

/** Forgets the addresses left before `before` (their variant never came back); answers how many. */
export async function deleteAlertsLeftBefore(db: Database, before: Date): Promise<number> {
  const deleted = await db
    .delete(alertesStock)
    .where(lt(alertesStock.created, before))
    .returning({ id: alertesStock.id });
  return deleted.length;
}

/**
 * Tracked variants at or under their product's threshold (the rule of `isLowStock` and of the
 * dashboard's low-stock list), online or not, by product then variant.
 */
export function selectLowStockVariants(db: Reader) {
  return db
    .select({
      declinaison_id: declinaisons.id,
      produit: produits.label,
      label: declinaisons.label,
      stock: declinaisons.stock,
      seuil: produits.seuil,
    })
    .from(declinaisons)
    .innerJoin(produits, eq(produits.id, declinaisons.produit_id))
    .where(sql`${declinaisons.stock} is not null and ${declinaisons.stock} <= ${produits.seuil}`)
    .orderBy(asc(produits.ordre), asc(produits.id), asc(declinaisons.ordre), asc(declinaisons.id));
}
