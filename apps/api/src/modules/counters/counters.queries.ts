import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { compteurs } from '../../db/schema/index.ts';

/** The next value of a counter, gapless and unique: the row lock serialises concurrent callers. */
export async function nextCounter(tx: Transaction, key: string): Promise<number> {
  const [row] = await tx
    .insert(compteurs)
    .values({ cle: key, valeur: 1 })
    .onConflictDoUpdate({ target: compteurs.cle, set: { valeur: sql`${compteurs.valeur} + 1` } })
    .returning({ valeur: compteurs.valeur });
  return row!.valeur;
}
