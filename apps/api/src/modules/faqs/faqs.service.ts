import type { Faq, Locale } from '@boutique/domain';
import type { Database } from '../../db/client.ts';
import { localize } from '../../lib/localize.ts';
import { selectFaqsWithCategories } from './faqs.queries.ts';

/** Every FAQ entry in the reader's language, global ones with their category. */
export async function listFaqs(db: Database, locale: Locale): Promise<Faq[]> {
  const rows = await selectFaqsWithCategories(db);
  return rows.map(({ faq, categorie }) => ({
    ...localize(faq, locale, ['question', 'reponse']),
    categorie: categorie && localize(categorie, locale, ['label']),
  }));
}
