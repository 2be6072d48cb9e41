import { randomBytes } from 'node:crypto';
import { faqsResource } from '@boutique/domain';
import { eq, ilike, or } from 'drizzle-orm';
import { faqs } from '../../db/schema/index.ts';
import type { FaqSectionKind } from '@boutique/domain';
import { defineResource } from '../admin-resources/define-resource.ts';
import { containing } from '../admin-resources/search.ts';

export const faqsDefinition = defineResource({
  descriptor: faqsResource,
  table: faqs,
  filters: {
    q: (text) => or(ilike(faqs.question, containing(text)), ilike(faqs.reponse, containing(text))),
    categorie: (id) => eq(faqs.categorie_id, id),
    produit: (id) => eq(faqs.produit_id, id),
    type: (kind) => eq(faqs.type, kind as FaqSectionKind),
  },
  affectsCatalogue: true,
  // The storefront's public `GET /api/faqs` (modules/faqs) answers that path; the admin lists
  // through the paginator.
  omit: ['list'],
  sample: () => ({
    question: `Comment conserver le soin ${randomBytes(3).toString('hex')} ?`,
    reponse: 'À l’abri de la lumière, sous 25 °C.',
    type: 'entretien',
  }),
  sampleChange: () => ({ reponse: `Au frais, refermé après usage (${randomBytes(2).toString('hex')}).` }),
  sampleFilters: (row) => [{ q: String(row.question) }, { q: String(row.question), type: String(row.type) }],
});
