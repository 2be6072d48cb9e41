import type { Locale, ShopInfoField } from '@boutique/domain';

/** A text in the four languages of the shop. */
export type Localized = Record<Locale, string>;

/**
 * A block of a legal text: a paragraph, a list, or the company's identity card. Paragraphs and
 * list items may hold {{field}} placeholders (ShopInfo fields), filled from GET /api/boutique/infos,
 * so the identity is never written twice.
 */
export type LegalBlock = string | { list: string[] } | { identity: true } | { cookieSettings: true };

export interface LegalSection {
  /** Anchor of the section (#droit-de-retractation). */
  id: string;
  heading: Localized;
  /** The French text, which prevails. */
  blocks: LegalBlock[];
}

/** The languages the legal texts are translated into; the French version prevails. */
export type TranslatedLocale = Exclude<Locale, 'fr'>;

/**
 * A document's text in another language: each section's blocks by section id, with the same
 * blocks and the same {{field}} placeholders as the French. A missing section shows the French.
 */
export type LegalBody = Readonly<Record<string, LegalBlock[]>>;

/** Every legal document in one language, shipped in a chunk of its own per language. */
export type LegalTranslation = Readonly<Record<LegalSlug, LegalBody>>;

export interface LegalDocument {
  /** The route segment: /:lang/conditions/{slug}. */
  slug: LegalSlug;
  title: Localized;
  /** One sentence for the index page. */
  summary: Localized;
  /** Date of the text's last revision (ISO). */
  updated: string;
  sections: LegalSection[];
}

export const LEGAL_SLUGS = [
  'mentions-legales',
  'generales-vente',
  'retours',
  'generales-utilisations',
  'confidentialite',
  'cookies',
] as const;
export type LegalSlug = (typeof LEGAL_SLUGS)[number];

export const isLegalSlug = (value: string | undefined): value is LegalSlug =>
  (LEGAL_SLUGS as readonly string[]).includes(value ?? '');

export type { ShopInfoField };
