import { FAQ_SECTION_KINDS, foldForSearch, type Faq, type FaqCategorie, type FaqSectionKind } from '@boutique/domain';

export interface FaqGroup {
  categorie: FaqCategorie;
  faqs: Faq[];
}

const byOrder = (a: { ordre: number; id: number }, b: { ordre: number; id: number }) =>
  a.ordre - b.ordre || a.id - b.id;

/**
 * The global FAQ: entries of a visible category, grouped by category in the category order.
 * Product sections (entries with a produit_id) and hidden (internal) categories are left out.
 */
export function groupGlobalFaqs(faqs: readonly Faq[]): FaqGroup[] {
  const groups = new Map<number, FaqGroup>();
  for (const faq of faqs) {
    const { categorie } = faq;
    if (faq.produit_id !== null || !categorie?.visible) continue;
    const group = groups.get(categorie.id) ?? { categorie, faqs: [] };
    group.faqs.push(faq);
    groups.set(categorie.id, group);
  }
  return [...groups.values()]
    .sort((a, b) => byOrder(a.categorie, b.categorie))
    .map((group) => ({ ...group, faqs: group.faqs.sort(byOrder) }));
}

/** Keeps the entries whose question or answer contains the typed text (case and accent insensitive); empty groups go. */
export function filterFaqGroups(groups: readonly FaqGroup[], query: string): FaqGroup[] {
  const needle = foldForSearch(query);
  if (!needle) return [...groups];
  return groups
    .map((group) => ({
      ...group,
      faqs: group.faqs.filter((faq) => foldForSearch(`${faq.question} ${faq.reponse}`).includes(needle)),
    }))
    .filter((group) => group.faqs.length > 0);
}

export const countFaqs = (groups: readonly FaqGroup[]) => groups.reduce((total, group) => total + group.faqs.length, 0);

export interface ProductFaqSection {
  kind: FaqSectionKind;
  faqs: Faq[];
}

/** A product's FAQ sections, one per kind that has entries, in the kinds' order (FAQ_SECTION_TITLES). */
export function productFaqSections(faqs: readonly Faq[], produitId: number): ProductFaqSection[] {
  const mine = faqs.filter((faq) => faq.produit_id === produitId && faq.type !== null).sort(byOrder);
  return FAQ_SECTION_KINDS.map((kind) => ({ kind, faqs: mine.filter((faq) => faq.type === kind) })).filter(
    (section) => section.faqs.length > 0,
  );
}
