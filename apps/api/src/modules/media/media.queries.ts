import { asc, eq } from 'drizzle-orm';
import type { ImageKind } from '@boutique/domain';
import type { Database } from '../../db/client.ts';
import { actualites, declinaisons, produitsVisuels, visuels } from '../../db/schema/index.ts';

export type VisuelRow = typeof visuels.$inferSelect;

/** Finds the picture behind an image URL: a visual itself, or the main picture of a product, variant or article. */
export async function findVisuelFor(
  db: Database,
  kind: Exclude<ImageKind, 'default'>,
  id: number,
): Promise<VisuelRow | null> {
  switch (kind) {
    case 'visuel':
      return (await db.select().from(visuels).where(eq(visuels.id, id)))[0] ?? null;
    case 'produit':
      return firstVisuelOfProduct(db, id);
    case 'declinaison': {
      const [variant] = await db
        .select({ visuel_id: declinaisons.visuel_id, produit_id: declinaisons.produit_id })
        .from(declinaisons)
        .where(eq(declinaisons.id, id));
      if (!variant) return null;
      return variant.visuel_id
        ? findVisuelFor(db, 'visuel', variant.visuel_id)
        : firstVisuelOfProduct(db, variant.produit_id);
    }
    case 'actu': {
      const [article] = await db
        .select({ visuel_id: actualites.visuel_id })
        .from(actualites)
        .where(eq(actualites.id, id));
      return article?.visuel_id ? findVisuelFor(db, 'visuel', article.visuel_id) : null;
    }
  }
}

async function firstVisuelOfProduct(db: Database, produitId: number) {
  const [row] = await db
    .select({ visuel: visuels })
    .from(produitsVisuels)
    .innerJoin(visuels, eq(visuels.id, produitsVisuels.visuel_id))
    .where(eq(produitsVisuels.produit_id, produitId))
    .orderBy(asc(produitsVisuels.ordre), asc(visuels.id))
    .limit(1);
  return row?.visuel ?? null;
}
