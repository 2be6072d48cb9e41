import { COUNTED_SALE_STATUSES, SALE_STATUSES } from '@boutique/domain';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { commandes, orderHeading, declinaisons, produits, stripelinks, users } from '../../db/schema/index.ts';
import { shopPeriodEnd, shopPeriodStart } from '../../lib/shop-time.ts';

/*
 * Read-model exception (docs/ARCHITECTURE.md): the dashboard reads, never writes, the tables of
 * checkout/orders (commandes), payment-links (stripelinks), catalogue (produits,
 * declinaisons) and auth (users), in a few aggregate queries rather than one call per owner, so
 * that opening the back office stays a handful of index scans. Each figure uses the same
 * conditions as the list its tile opens (admin-resources' commandes and produits filters).
 */

/**
 * Orders placed in [start, end) that count as sales (the domain's COUNTED_SALE_STATUSES, test
 * orders included, as the statistics count them), and how many of them were tests.
 */
export async function selectSales(db: Database, start: SQL, end: SQL) {
  const [row] = await db
    .select({
      count: count(),
      ttc: sql<number>`coalesce(sum(${commandes.total_ttc}), 0)::int`,
      test: sql<number>`(count(*) filter (where ${commandes.test}))::int`,
    })
    .from(commandes)
    .where(
      and(
        gte(commandes.created, start),
        lt(commandes.created, end),
        inArray(commandes.statut, [...COUNTED_SALE_STATUSES]),
      ),
    );
  return { count: row?.count ?? 0, ttc: row?.ttc ?? 0, test: row?.test ?? 0 };
}

/** The sales placed in the shop's day or month holding `now`. */
export function selectSalesSince(db: Database, period: 'day' | 'month', now: Date) {
  return selectSales(db, shopPeriodStart(period, now), shopPeriodEnd(period, now));
}

export async function countOrdersToShip(db: Database) {
  const [row] = await db.select({ value: count() }).from(commandes).where(eq(commandes.statut, 'payee'));
  return row?.value ?? 0;
}

/** Links created in the shop's month holding `now`, not paid nor deleted: the links page's default range. */
export async function countUnpaidLinks(db: Database, now: Date) {
  const [row] = await db
    .select({ value: count() })
    .from(stripelinks)
    .where(
      and(
        gte(stripelinks.created, shopPeriodStart('month', now)),
        lt(stripelinks.created, shopPeriodEnd('month', now)),
        isNull(stripelinks.paye),
        isNull(stripelinks.deleted),
      ),
    );
  return row?.value ?? 0;
}

const lowStock = and(isNotNull(declinaisons.stock), lte(declinaisons.stock, produits.seuil));

/** Tracked variants at or under their product's threshold, the lowest stock first, and how many in all. */
export async function selectLowStock(db: Database, limit: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: declinaisons.id,
        produit_id: produits.id,
        produit: produits.label,
        label: declinaisons.label,
        stock: sql<number>`${declinaisons.stock}`,
        seuil: produits.seuil,
      })
      .from(declinaisons)
      .innerJoin(produits, eq(produits.id, declinaisons.produit_id))
      .where(lowStock)
      .orderBy(asc(declinaisons.stock), asc(produits.label), asc(declinaisons.id))
      .limit(limit),
    db
      .select({ value: count() })
      .from(declinaisons)
      .innerJoin(produits, eq(produits.id, declinaisons.produit_id))
      .where(lowStock),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** The last sales placed, with their customer's name. */
export function selectLatestSales(db: Database, limit: number) {
  return db
    .select({
      ...orderHeading,
      total_ttc: commandes.total_ttc,
      test: commandes.test,
      prenom: users.prenom,
      nom: users.nom,
      mail: users.mail,
    })
    .from(commandes)
    .innerJoin(users, eq(users.id, commandes.user_id))
    .where(inArray(commandes.statut, [...SALE_STATUSES]))
    .orderBy(desc(commandes.created), desc(commandes.id))
    .limit(limit);
}
