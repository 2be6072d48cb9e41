import type { LegalSlug, LegalTranslation } from './legal-types.ts';

/**
 * A block as TypeScript types it in an imported JSON file: the `true` of `{ identity: true }`
 * widens to boolean.
 */
type JsonBlock = string | { list: string[] } | { identity: boolean } | { cookieSettings: boolean };

/**
 * The legal texts in English, Spanish and German are data: one JSON file per language,
 * `translations/{en,es,de}.json`, each document's body by slug. They are translations for the
 * reader's convenience; the French version, written in the documents next to this file (with the
 * laws each one applies), prevails.
 *
 * The cast is safe because legal-translations.test.ts checks every language against the French
 * structure: every section, the kind of each block, list lengths and placeholders. The parameter's
 * type still checks at compile time that a file names every document and holds only known blocks.
 */
export const asLegalTranslation = (
  json: Readonly<Record<LegalSlug, Readonly<Record<string, readonly JsonBlock[]>>>>,
): LegalTranslation => json as LegalTranslation;
