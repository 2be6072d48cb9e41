import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AccountingDocumentType, VatLine } from '@boutique/domain';
import { rowsOf, type Database, type Transaction } from '../../db/client.ts';
import { avoirs, commandes } from '../../db/schema/index.ts';
import { shopDayStart } from '../../lib/shop-time.ts';

type Executor = Database | Transaction;

export interface DocumentRow {
  type: AccountingDocumentType;
  numero: string;
  date: Date | string;
  commande: string | null;
  hash: string;
  client: string;
  total_ht: number;
  total_ttc: number;
  tva: VatLine[];
  /** The country whose VAT the order bore (null: none, outside the EU); a credit note follows its order. */
  tva_pays: string | null;
}

export interface DocumentFilter {
  du: string;
  au: string;
  type?: AccountingDocumentType | undefined;
}

const billedName = sql`trim(concat_ws(' ',
  coalesce(${commandes.adresse_facturation}, ${commandes.adresse_livraison})->>'prenom',
  coalesce(${commandes.adresse_facturation}, ${commandes.adresse_livraison})->>'nom'))`;

/**
 * The period's documents as one set: invoices dated by their payment, credit notes by the refund,
 * with a credit note's amounts negative. Both ranges read an index (payee, created).
 */
function documentsOf({ du, au, type }: DocumentFilter): SQL {
  const from = shopDayStart(du);
  const until = shopDayStart(au, 1);
  const parts: SQL[] = [];
  if (type !== 'avoir') {
    parts.push(sql`select 'facture' as type, ${commandes.facture_numero} as numero, ${commandes.payee} as date,
        ${commandes.numero} as commande, ${commandes.hash}::text as hash, ${billedName} as client,
        ${commandes.total_ht} as total_ht, ${commandes.total_ttc} as total_ttc, ${commandes.tva} as tva, ${commandes.tva_pays} as tva_pays
      from ${commandes}
      where ${commandes.facture_numero} is not null and ${commandes.payee} >= ${from} and ${commandes.payee} < ${until}`);
  }
  if (type !== 'facture') {
    parts.push(sql`select 'avoir' as type, ${avoirs.numero} as numero, ${avoirs.created} as date,
        ${commandes.numero} as commande, ${commandes.hash}::text as hash, ${billedName} as client,
        -${avoirs.total_ht} as total_ht, -${avoirs.total_ttc} as total_ttc, ${avoirs.tva} as tva, ${commandes.tva_pays} as tva_pays
      from ${avoirs} join ${commandes} on ${commandes.id} = ${avoirs.commande_id}
      where ${avoirs.created} >= ${from} and ${avoirs.created} < ${until}`);
  }
  return sql.join(parts, sql` union all `);
}

/** A page of the period's documents, oldest first (the order of the books). */
export async function selectDocuments(db: Database, filter: DocumentFilter, page?: { limit: number; offset: number }) {
  const limit = page ? sql`limit ${page.limit} offset ${page.offset}` : sql``;
  return rowsOf<DocumentRow>(
    await db.execute(sql`select * from (${documentsOf(filter)}) as documents order by date, numero ${limit}`),
  );
}

/** How many documents the period holds, and their sums. */
export async function selectDocumentTotals(db: Database, filter: DocumentFilter) {
  const [row] = rowsOf<{ count: number | string; total_ht: number | string; total_ttc: number | string }>(
    await db.execute(sql`select count(*) as count, coalesce(sum(total_ht), 0) as total_ht,
        coalesce(sum(total_ttc), 0) as total_ttc
      from (${documentsOf(filter)}) as documents`),
  );
  return {
    count: Number(row?.count ?? 0),
    total_ht: Number(row?.total_ht ?? 0),
    total_ttc: Number(row?.total_ttc ?? 0),
  };
}

/** The order's latest credit note (an order refunded in parts has one per refund). */
export async function selectCreditNoteOfOrder(executor: Executor, orderId: number) {
  const [row] = await executor
    .select()
    .from(avoirs)
    .where(eq(avoirs.commande_id, orderId))
    .orderBy(desc(avoirs.id))
    .limit(1);
  return row ?? null;
}

export async function selectCreditNotesOfOrder(executor: Executor, orderId: number) {
  return executor.select().from(avoirs).where(eq(avoirs.commande_id, orderId)).orderBy(asc(avoirs.id));
}

/** One credit note of the order by its number; null when the order has no such note. */
export async function selectCreditNoteByNumber(executor: Executor, orderId: number, numero: string) {
  const [row] = await executor
    .select()
    .from(avoirs)
    .where(and(eq(avoirs.commande_id, orderId), eq(avoirs.numero, numero)));
  return row ?? null;
}

export async function selectCreditNoteOfRefund(executor: Executor, refundId: number) {
  const [row] = await executor.select().from(avoirs).where(eq(avoirs.remboursement_id, refundId));
  return row ?? null;
}

export async function insertCreditNote(tx: Transaction, values: typeof avoirs.$inferInsert) {
  await tx.insert(avoirs).values(values);
}

/** The order a document number belongs to: an invoice's, or the one a credit note cancels. */
export async function selectOrderOfDocument(db: Database, numero: string) {
  const [invoiced] = await db.select().from(commandes).where(eq(commandes.facture_numero, numero));
  if (invoiced) return { kind: 'facture' as const, order: invoiced };
  const [credited] = await db
    .select({ order: commandes })
    .from(avoirs)
    .innerJoin(commandes, eq(commandes.id, avoirs.commande_id))
    .where(eq(avoirs.numero, numero));
  return credited ? { kind: 'avoir' as const, order: credited.order } : null;
}
