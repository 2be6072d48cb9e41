import { describe, expect, it } from 'vitest';
import { LEGAL_DOCUMENTS } from './legal-documents.ts';
import { asLegalTranslation } from './legal-translations.ts';
import { LEGAL_SLUGS, type LegalBlock, type TranslatedLocale } from './legal-types.ts';
import de from './translations/de.json';
import en from './translations/en.json';
import es from './translations/es.json';

const TRANSLATIONS = { en: asLegalTranslation(en), es: asLegalTranslation(es), de: asLegalTranslation(de) };
const LOCALES = Object.keys(TRANSLATIONS) as TranslatedLocale[];

/** What must stay the same in every language: the kind of each block, list lengths, the placeholders. */
function shape(block: LegalBlock) {
  const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/gu)].map((match) => match[1]).sort();
  if (typeof block === 'string') return { text: placeholders(block) };
  if ('list' in block) return { list: block.list.map(placeholders) };
  return block;
}

const texts = (blocks: readonly LegalBlock[]) =>
  blocks.flatMap((block) => (typeof block === 'string' ? [block] : 'list' in block ? block.list : []));

describe.each(LOCALES)('the legal texts in %s', (locale) => {
  it.each(LEGAL_SLUGS)('translate every section of %s with the same blocks and placeholders', (slug) => {
    const body = TRANSLATIONS[locale][slug];
    const sections = LEGAL_DOCUMENTS[slug].sections;
    expect(Object.keys(body).sort()).toEqual(sections.map((section) => section.id).sort());
    for (const section of sections) {
      const translated = body[section.id] ?? [];
      expect(translated.map(shape), `${slug}#${section.id}`).toEqual(section.blocks.map(shape));
      // A translation, not a copy of the French.
      const french = new Set(texts(section.blocks));
      expect(texts(translated).filter((text) => french.has(text) && !/^\{\{\w+\}\}$/u.test(text))).toEqual([]);
    }
  });
});
