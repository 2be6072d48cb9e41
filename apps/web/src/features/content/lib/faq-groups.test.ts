import { describe, expect, it } from 'vitest';
import { FAQS } from '../test/content-fixtures.ts';
import { foldForSearch } from '@boutique/domain';
import { countFaqs, filterFaqGroups, groupGlobalFaqs, productFaqSections } from './faq-groups.ts';

describe('global FAQ groups', () => {
  it('groups entries by visible category in category order, entries in their order', () => {
    const groups = groupGlobalFaqs(FAQS);
    expect(groups.map((group) => group.categorie.slug)).toEqual(['commandes-et-livraison', 'produits-et-conseils']);
    expect(groups[0]?.faqs.map((faq) => faq.id)).toEqual([2, 1]);
  });

  it('leaves out hidden categories and product sections', () => {
    const ids = groupGlobalFaqs(FAQS).flatMap((group) => group.faqs.map((faq) => faq.id));
    expect(ids).not.toContain(3);
    expect(ids).not.toContain(10);
    expect(countFaqs(groupGlobalFaqs(FAQS))).toBe(3);
  });
});

describe('FAQ filter', () => {
  const groups = groupGlobalFaqs(FAQS);

  it('folds case and accents', () => {
    expect(foldForSearch('  Crème   ÉTÉ ')).toBe('creme ete');
  });

  it('matches questions without accents or case ("CREMES" finds "crèmes")', () => {
    const found = filterFaqGroups(groups, 'CREMES');
    expect(found.map((group) => group.categorie.slug)).toEqual(['produits-et-conseils']);
    expect(countFaqs(found)).toBe(1);
  });

  it('matches answers too, and typed accents find unaccented words', () => {
    expect(filterFaqGroups(groups, 'ouvrés').flatMap((group) => group.faqs.map((faq) => faq.id))).toEqual([2]);
    expect(countFaqs(filterFaqGroups(groups, 'métropolitaine'))).toBe(1);
    expect(countFaqs(filterFaqGroups(groups, 'dermatologique'))).toBe(1);
  });

  it('keeps everything for a blank query and nothing for an unknown word', () => {
    expect(filterFaqGroups(groups, '   ')).toEqual(groups);
    expect(filterFaqGroups(groups, 'parapluie')).toEqual([]);
  });
});

describe('product FAQ sections', () => {
  it('keeps the product’s entries by kind, in the kinds’ order', () => {
    const sections = productFaqSections(FAQS, 1);
    expect(sections.map((section) => section.kind)).toEqual(['actif', 'utilisation']);
    expect(sections[0]?.faqs.map((faq) => faq.id)).toEqual([11]);
    expect(productFaqSections(FAQS, 99)).toEqual([]);
  });
});
