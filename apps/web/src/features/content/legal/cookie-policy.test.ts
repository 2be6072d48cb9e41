import { describe, expect, it } from 'vitest';
import { COOKIE_KEYS } from '../../../lib/storage-keys.ts';
import { cookies } from './cookies.ts';
import { asLegalTranslation } from './legal-translations.ts';
import type { LegalBlock } from './legal-types.ts';
import de from './translations/de.json';
import en from './translations/en.json';
import es from './translations/es.json';

const text = (blocks: readonly LegalBlock[] = []) =>
  blocks.flatMap((block) => (typeof block === 'string' ? [block] : 'list' in block ? block.list : [])).join('\n');

/** The policy's sections in each language, by section id. */
const POLICIES = {
  fr: Object.fromEntries(cookies.sections.map((section) => [section.id, section.blocks])),
  en: asLegalTranslation(en).cookies,
  es: asLegalTranslation(es).cookies,
  de: asLegalTranslation(de).cookies,
};

describe.each(Object.entries(POLICIES))('the cookie policy in %s', (_locale, sections) => {
  it('names every cookie the shop sets', () => {
    const policy = Object.values(sections).map(text).join('\n');
    for (const name of Object.values(COOKIE_KEYS)) expect(policy).toMatch(new RegExp(`\\b${name}\\b`, 'u'));
  });

  it('says what the marketing choice controls today: the cookie it is recorded in', () => {
    expect(text(sections.marketing)).toContain(COOKIE_KEYS.marketing);
  });
});
