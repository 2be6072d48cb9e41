import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '@boutique/domain';
import { rowsOf } from '../../db/client.ts';
import {
  commandes,
  commandesDeclinaisons,
  orderHeading,
  declinaisons,
  remises,
  remisesUtilisations,
} from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { countDiscountUses, redeemDiscount } from './checkout-state.queries.ts';
import type { Database, Transaction } from '../../db/client.ts';
import type { ReleasedLine } from '../stock/order-units.ts';

/**
 * Marks the reserved orders matching `where` expired and gives back their discount uses, in one
 * statement; answers the released orders' payment intents (for the caller to cancel once
 * committed) and their lines, whose units the caller gives back through the stock module.
 */
export async function releaseReservations(tx: Pick<Transaction, 'execute'>, where: SQL): Promise<ReleasedHold[]> {
  const result = await tx.execute(sql`
    with released_orders as (
      update commandes set statut = 'expiree' where statut = 'reservee' and ${where} returning id, intent
    ), released_codes as (
      delete from remises_utilisations where commande_id in (select id from released_orders) returning remise_id
    ), codes_restored as (
      update remises set utilisations = remises.utilisations - uses.count
      from (select remise_id, count(*)::int as count from released_codes group by remise_id) uses
      where remises.id = uses.remise_id
      returning remises.id
    )
    select released_orders.id, released_orders.intent, coalesce((
      select json_agg(json_build_object('commande_id', commande_id, 'declinaison_id', declinaison_id, 'qtt', qtt)
        order by declinaison_id)
      from commandes_declinaisons where commande_id = released_orders.id
    ), '[]'::json) as lignes
    from released_orders`);
  return rowsOf<ReleasedHold>(result);
}

export interface ReleasedHold {
  id: number;
  intent: string | null;
  lignes: ReleasedLine[];
}

/**
 * Units of each variant this customer holds in open reservations (orders awaiting payment), so
 * one account cannot keep a variant's whole stock out of reach.
 */
export async function selectHeldUnits(tx: Transaction, userId: number): Promise<Map<number, number>> {
  const rows = await tx
    .select({
      declinaison_id: commandesDeclinaisons.declinaison_id,
      qtt: sql<number>`sum(${commandesDeclinaisons.qtt})::int`,
    })
    .from(commandesDeclinaisons)
    .innerJoin(commandes, eq(commandes.id, commandesDeclinaisons.commande_id))
    .where(and(eq(commandes.user_id, userId), eq(commandes.statut, 'reservee')))
    .groupBy(commandesDeclinaisons.declinaison_id);
  return new Map(rows.map((row) => [row.declinaison_id, row.qtt]));
}

export async function selectOrderForUpdate(tx: Transaction, id: number) {
  const [row] = await tx.select().from(commandes).where(eq(commandes.id, id)).for('update');
  return row ?? null;
}

export async function selectOrderLines(tx: Transaction, commandeId: number) {
  return tx
    .select()
    .from(commandesDeclinaisons)
    .where(eq(commandesDeclinaisons.commande_id, commandeId))
    .orderBy(asc(commandesDeclinaisons.declinaison_id));
}

/**
 * Holds one use of a discount code for an order: refused (409, nothing kept) once the code reached
 * its total limit, or this customer theirs. The first statement locks the code's row, so checkouts
 * using the same code queue here and the per-customer count that follows is exact.
 */
export async function holdDiscount(
  tx: Transaction,
  remise: { id: number; limite_client: number | null },
  commandeId: number,
  userId: number,
) {
  if (!(await redeemDiscount(tx, remise.id))) {
    throw new AppError(
      409,
      'Ce code a déjà été utilisé.',
      { code: ['Ce code a déjà été utilisé.'] },
      'discount_code_used',
    );
  }
  if (remise.limite_client !== null && (await countDiscountUses(tx, remise.id, userId)) >= remise.limite_client) {
    throw new AppError(
      409,
      'Vous avez déjà utilisé ce code.',
      { code: ['Vous avez déjà utilisé ce code.'] },
      'discount_code_used_by_you',
    );
  }
  await tx.insert(remisesUtilisations).values({ remise_id: remise.id, commande_id: commandeId, user_id: userId });
}

/**
 * Counts a late-paid order's code again, under the same limits as a new hold (total and per
 * customer); throws the same 409 when a limit now refuses it.
 */
export async function retakeDiscount(tx: Transaction, remiseId: number, commandeId: number, userId: number) {
  const [remise] = await tx
    .select({ limite_client: remises.limite_client })
    .from(remises)
    .where(eq(remises.id, remiseId));
  await holdDiscount(tx, { id: remiseId, limite_client: remise?.limite_client ?? null }, commandeId, userId);
}

/** Whether the customer has an order in one of the statuses holding a variant of the product. */
export async function selectHasOrderedProduct(
  db: Database,
  userId: number,
  produitId: number,
  statuses: readonly OrderStatus[],
): Promise<boolean> {
  const [found] = await db
    .select({ id: commandes.id })
    .from(commandes)
    .innerJoin(commandesDeclinaisons, eq(commandesDeclinaisons.commande_id, commandes.id))
    .innerJoin(declinaisons, eq(declinaisons.id, commandesDeclinaisons.declinaison_id))
    .where(
      and(
        eq(commandes.user_id, userId),
        inArray(commandes.statut, [...statuses]),
        eq(declinaisons.produit_id, produitId),
      ),
    )
    .limit(1);
  return found !== undefined;
}

/** Per product, the orders paid in [start, end) still in one of the statuses: orders, units, TTC of the lines. */
export function selectProductSales(db: Database, start: Date, end: Date, statuses: readonly OrderStatus[]) {
  return db
    .select({
      produit_id: declinaisons.produit_id,
      commandes: sql<number>`count(distinct ${commandes.id})::int`,
      unites: sql<number>`sum(${commandesDeclinaisons.qtt})::int`,
      ca_ttc: sql<number>`sum(${commandesDeclinaisons.qtt} * ${commandesDeclinaisons.prix_ttc})::int`,
    })
    .from(commandes)
    .innerJoin(commandesDeclinaisons, eq(commandesDeclinaisons.commande_id, commandes.id))
    .innerJoin(declinaisons, eq(declinaisons.id, commandesDeclinaisons.declinaison_id))
    .where(and(gte(commandes.payee, start), lt(commandes.payee, end), inArray(commandes.statut, [...statuses])))
    .groupBy(declinaisons.produit_id);
}

/** How many uses a code's page lists: the newest ones. */
const USES_SHOWN = 200;

/** The orders holding a code (reserved or paid; released holds gave theirs back), newest first. */
export async function selectDiscountUses(db: Database, remiseId: number) {
  return db
    .select({
      ...orderHeading,
      remise_ttc: commandes.remise_ttc,
      user_id: remisesUtilisations.user_id,
    })
    .from(remisesUtilisations)
    .innerJoin(commandes, eq(commandes.id, remisesUtilisations.commande_id))
    .where(eq(remisesUtilisations.remise_id, remiseId))
    .orderBy(desc(commandes.created), desc(commandes.id))
    .limit(USES_SHOWN);
}

/** A link-paid order as the payment page shows it: its status, hold and lines. */
export async function selectLinkedOrder(db: Database, id: number) {
  const [order] = await db.select().from(commandes).where(eq(commandes.id, id));
  if (!order) return null;
  const lignes = await db
    .select({
      produit_label: commandesDeclinaisons.produit_label,
      label: commandesDeclinaisons.label,
      qtt: commandesDeclinaisons.qtt,
      prix_ttc: commandesDeclinaisons.prix_ttc,
    })
    .from(commandesDeclinaisons)
    .where(eq(commandesDeclinaisons.commande_id, id))
    .orderBy(asc(commandesDeclinaisons.declinaison_id));
  return { order, lignes };
}

/** Records the intent paying a held order, so releasing its hold cancels it. */
export async function recordOrderIntent(db: Database, id: number, intent: string) {
  await db
    .update(commandes)
    .set({ intent })
    .where(and(eq(commandes.id, id), eq(commandes.statut, 'reservee')));
}
