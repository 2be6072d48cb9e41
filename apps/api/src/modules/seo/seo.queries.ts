import { asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { actualites, faqs, faqsCategories, principesActifs } from '../../db/schema/index.ts';

/**
 * The public content the pages' head and the sitemap describe, besides products (those come from
 * the catalogue service's cache): ingredients, published news, visible FAQ entries and the company
 * identity. Read in one snapshot, only when the caches are empty.
 */
export async function selectSeoRows(db: Database) {
  return db.transaction(
    async (tx) => {
      const [ingredients, news, faqRows] = await Promise.all([
        tx.select().from(principesActifs).orderBy(asc(principesActifs.ordre), asc(principesActifs.id)),
        tx
          .select()
          .from(actualites)
          .where(eq(actualites.online, true))
          .orderBy(desc(actualites.publie_le), desc(actualites.id)),
        // Product sections have no category; hidden categories hold staff notes.
        tx
          .select({ faq: faqs })
          .from(faqs)
          .innerJoin(faqsCategories, eq(faqsCategories.id, faqs.categorie_id))
          .where(eq(faqsCategories.visible, true))
          .orderBy(asc(faqsCategories.ordre), asc(faqs.ordre), asc(faqs.id)),
      ]);
      return { ingredients, news, faqs: faqRows.map((row) => row.faq) };
    },
    { accessMode: 'read only' },
  );
}

export type SeoRows = Awaited<ReturnType<typeof selectSeoRows>>;
