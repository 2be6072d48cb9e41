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
  /** Faithful translations of the text, where written; otherwise the French text is shown. */
  translations?: Partial<Record<Exclude<Locale, 'fr'>, LegalBlock[]>>;
}

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
