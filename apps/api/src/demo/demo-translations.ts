import { asc } from 'drizzle-orm';
import type { Transaction as Tx } from '../db/client.ts';
import * as t from '../db/schema/index.ts';
import { sourceHash } from '../modules/translations/translation-sources.service.ts';

/**
 * The demo's translation history: the first product's English tagline was written from an
 * earlier French tagline, so the back office's translations grid shows one text to review.
 */
export async function insertDemoTranslations(tx: Tx) {
  const [product] = await tx
    .select({ id: t.produits.id, traductions: t.produits.traductions })
    .from(t.produits)
    .orderBy(asc(t.produits.ordre))
    .limit(1);
  if (!product?.traductions.en?.accroche) return;
  await tx.insert(t.traductionsSources).values({
    entite: 'produits',
    record_id: String(product.id),
    champ: 'accroche',
    locale: 'en',
    source_hash: sourceHash('Un soin au caviar, dans sa première formule.'),
  });
}
