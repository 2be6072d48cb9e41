import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { faqs, faqsCategories } from '../../db/schema/index.ts';

/** Every FAQ entry with its category (none for a product's section), in the categories' order. */
export function selectFaqsWithCategories(db: Database) {
  return db
    .select({ faq: faqs, categorie: faqsCategories })
    .from(faqs)
    .leftJoin(faqsCategories, eq(faqsCategories.id, faqs.categorie_id))
    .orderBy(asc(faqsCategories.ordre), asc(faqs.ordre), asc(faqs.id));
}
