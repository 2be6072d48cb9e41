import { and, between, desc, eq, lt, sql } from 'drizzle-orm';
import { rowsOf, type Database, type Transaction } from '../../db/client.ts';
import { statsJours, statsProduitsJours } from '../../db/schema/index.ts';

/** Dates are Paris days ('YYYY-MM-DD'): the shop's day, whatever the server's time zone. */
export async function selectParisDay(db: Database, offsetDays: number): Promise<string> {
  const [row] = rowsOf<{ jour: string }>(
    await db.execute(
      sql`select to_char((now() at time zone 'Europe/Paris')::date + ${offsetDays}::int, 'YYYY-MM-DD') as jour`,
    ),
  );
  return row!.jour;
}

/** The instants a Paris day starts and ends at. */
export async function selectDayBounds(db: Database, jour: string) {
  const [row] = rowsOf<{ debut: string | Date; fin: string | Date }>(
    await db.execute(sql`select (${jour}::date)::timestamp at time zone 'Europe/Paris' as debut,
      (${jour}::date + 1)::timestamp at time zone 'Europe/Paris' as fin`),
  );
  return { start: new Date(row!.debut), end: new Date(row!.fin) };
}

const ROLLUP_LOCK = 0x6f645f72; // "od_r"

/**
 * Rebuilds a day's visit rollups from its raw events in one pass: each event counts for the day,
 * its device, browser, language and country, and (page views) its page or (first pages) its
 * source; visits are distinct visit ids. Then the funnel: visits that viewed a product, added to
 * the basket, began the checkout, reached the payment, paid.
 */
export async function replaceDayRollups(tx: Transaction, jour: string, start: Date, end: Date) {
  // Every process runs the upkeep: one rebuilds the day at a time, the other then does it again.
  await tx.execute(sql`select pg_advisory_xact_lock(${ROLLUP_LOCK})`);
  await tx.delete(statsJours).where(eq(statsJours.jour, jour));
  await tx.execute(sql`
    insert into stats_jours (jour, dimension, valeur, visites, vues)
    select ${jour}::date, facet.dimension, facet.valeur, count(distinct e.session_id)::int,
           (count(*) filter (where e.type = 'page'))::int
    from evenements e
    cross join lateral (values
      ('visites', ''), ('appareil', e.appareil), ('navigateur', e.navigateur), ('langue', e.langue),
      ('pays', coalesce(e.pays, '')), ('page', case when e.type = 'page' then e.chemin end), ('source', e.source)
    ) as facet(dimension, valeur)
    where e.ts >= ${start.toISOString()}::timestamptz and e.ts < ${end.toISOString()}::timestamptz and facet.valeur is not null
    group by facet.dimension, facet.valeur`);
  await tx.execute(sql`
    insert into stats_jours (jour, dimension, valeur, visites, vues)
    select ${jour}::date, 'tunnel', stage, count(distinct session_id)::int, 0
    from (
      select session_id, case
        when type = 'produit' then 'produit'
        when type = 'panier' then 'panier'
        when type = 'etape' and etape = 3 then 'paiement'
        when type = 'etape' then 'commande'
        when type = 'achat' then 'achat'
      end as stage
      from evenements where ts >= ${start.toISOString()}::timestamptz and ts < ${end.toISOString()}::timestamptz
    ) as steps
    where stage is not null
    group by stage`);
}

/** Per product, a day's views and units added to the basket, from raw events. */
export async function selectDayProductEvents(db: Database | Transaction, start: Date, end: Date) {
  return rowsOf<{ produit_id: number; vues: number; ajouts: number }>(
    await db.execute(sql`
      select produit_id, (count(*) filter (where type = 'produit'))::int as vues,
             coalesce(sum(quantite) filter (where type = 'panier'), 0)::int as ajouts
      from evenements
      where ts >= ${start.toISOString()}::timestamptz and ts < ${end.toISOString()}::timestamptz and produit_id is not null
      group by produit_id`),
  );
}

export async function replaceDayProductRollups(
  tx: Transaction,
  jour: string,
  rows: readonly Omit<typeof statsProduitsJours.$inferInsert, 'jour'>[],
) {
  await tx.delete(statsProduitsJours).where(eq(statsProduitsJours.jour, jour));
  if (rows.length > 0) await tx.insert(statsProduitsJours).values(rows.map((row) => ({ ...row, jour })));
}

/** Forgets the rollups of days before `jour` (kept 25 months). */
export async function deleteRollupsBefore(db: Database, jour: string) {
  await db.delete(statsJours).where(lt(statsJours.jour, jour));
  await db.delete(statsProduitsJours).where(lt(statsProduitsJours.jour, jour));
}

const inPeriod = (du: string, au: string) => between(statsJours.jour, du, au);

/** Visits and page views per day of the period. */
export function selectDailyVisits(db: Database, du: string, au: string) {
  return db
    .select({ jour: statsJours.jour, visites: statsJours.visites, vues: statsJours.vues })
    .from(statsJours)
    .where(and(eq(statsJours.dimension, 'visites'), inPeriod(du, au)))
    .orderBy(statsJours.jour);
}

/** A dimension's values over the period, most visited first. */
export function selectTopValues(db: Database, dimension: string, du: string, au: string, limit: number) {
  const visites = sql<number>`sum(${statsJours.visites})::int`;
  return db
    .select({ valeur: statsJours.valeur, visites, vues: sql<number>`sum(${statsJours.vues})::int` })
    .from(statsJours)
    .where(and(eq(statsJours.dimension, dimension), inPeriod(du, au)))
    .groupBy(statsJours.valeur)
    .orderBy(desc(visites), statsJours.valeur)
    .limit(limit);
}

/** Per product over the period: views, adds, orders, units, revenue; best sellers first. */
export function selectTopProducts(db: Database, du: string, au: string, limit: number) {
  const caTtc = sql<number>`sum(${statsProduitsJours.ca_ttc})::int`;
  const vues = sql<number>`sum(${statsProduitsJours.vues})::int`;
  return db
    .select({
      produit_id: statsProduitsJours.produit_id,
      vues,
      ajouts: sql<number>`sum(${statsProduitsJours.ajouts})::int`,
      commandes: sql<number>`sum(${statsProduitsJours.commandes})::int`,
      unites: sql<number>`sum(${statsProduitsJours.unites})::int`,
      ca_ttc: caTtc,
    })
    .from(statsProduitsJours)
    .where(between(statsProduitsJours.jour, du, au))
    .groupBy(statsProduitsJours.produit_id)
    .orderBy(desc(caTtc), desc(vues), statsProduitsJours.produit_id)
    .limit(limit);
}

/** Units sold and revenue over the period (all products). */
export async function selectSalesTotals(db: Database, du: string, au: string) {
  const [row] = await db
    .select({
      unites: sql<number>`coalesce(sum(${statsProduitsJours.unites}), 0)::int`,
      ca_ttc: sql<number>`coalesce(sum(${statsProduitsJours.ca_ttc}), 0)::int`,
    })
    .from(statsProduitsJours)
    .where(between(statsProduitsJours.jour, du, au));
  return row ?? { unites: 0, ca_ttc: 0 };
}
