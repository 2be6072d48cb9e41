import type { Locale } from '@boutique/domain';
import pageTexts from './page-texts.json' with { type: 'json' };

/** The house's name: title suffix, og:site_name, brand of every product. */
export const BRAND_NAME = 'Maison Orcaviar';

/** Pages whose texts are fixed (not read from the catalogue), by their path under /{lang}. */
export const STATIC_PAGES = [
  'accueil',
  'faq',
  'contact',
  'conditions',
  'conditions/mentions-legales',
  'conditions/retours',
  'conditions/generales-utilisations',
  'conditions/generales-vente',
  'conditions/confidentialite',
  'conditions/cookies',
  'erreur',
] as const;
export type StaticPage = (typeof STATIC_PAGES)[number];

/**
 * Heads that are not a public page's: an unknown address, the private areas, and the pages of the
 * links mailed to newsletter subscribers (titled as the app titles them, never indexed).
 */
type GenericPage = 'introuvable' | 'prive' | 'newsletter-confirmation' | 'newsletter-desinscription';

export interface PageText {
  title: string;
  description: string;
}

/**
 * Titles (without the brand suffix) and meta descriptions, written for each language rather than
 * machine-translated: they are what a search result shows (texts in `page-texts.json`).
 */
export const PAGE_TEXTS: Record<Locale, Record<StaticPage | GenericPage, PageText>> = pageTexts;

/** Said to a browser without JavaScript: the pages drawn on the server show, the basket does not. */
export const NOSCRIPT_TEXTS: Record<Locale, string> = {
  fr: 'Maison Orcaviar a besoin de JavaScript pour afficher toute la boutique et pour commander.',
  en: 'Maison Orcaviar needs JavaScript to show the whole shop and to order.',
  es: 'Maison Orcaviar necesita JavaScript para mostrar toda la tienda y para hacer un pedido.',
  de: 'Maison Orcaviar benötigt JavaScript, um den ganzen Shop anzuzeigen und zu bestellen.',
};

/** og:locale values (underscore form, as OpenGraph wants). */
export const OG_LOCALES: Record<Locale, string> = { fr: 'fr_FR', en: 'en_GB', es: 'es_ES', de: 'de_DE' };
