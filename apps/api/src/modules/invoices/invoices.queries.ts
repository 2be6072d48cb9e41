import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { commandes, commandesDeclinaisons } from '../../db/schema/index.ts';

export async function selectCustomerOrder(db: Database, hash: string, userId: number) {
  const [row] = await db
    .select()
    .from(commandes)
    .where(and(eq(commandes.hash, hash), eq(commandes.user_id, userId)));
  return row ?? null;
}

export async function selectOrderByHash(db: Database, hash: string) {
  const [row] = await db.select().from(commandes).where(eq(commandes.hash, hash));
  return row ?? null;
}

export async function selectOrderById(db: Database, id: number) {
  const [row] = await db.select().from(commandes).where(eq(commandes.id, id));
  return row ?? null;
}

export function selectInvoiceLines(db: Database, commandeId: number) {
  return db
    .select()
    .from(commandesDeclinaisons)
    .where(eq(commandesDeclinaisons.commande_id, commandeId))
    .orderBy(asc(commandesDeclinaisons.produit_label), asc(commandesDeclinaisons.label));
}
