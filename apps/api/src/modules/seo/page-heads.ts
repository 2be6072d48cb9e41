import {
  imageUrl,
  type ImageKind,
  type Locale,
  type Produit,
  type ReviewSummary,
  firstSentence,
} from '@boutique/domain';
import { heroPreload, productPicturePreload, type ImagePreload } from './image-preloads.ts';
import { samePaths } from './page-paths.ts';
import { BRAND_NAME, PAGE_TEXTS, type StaticPage } from './seo-texts.ts';
import type { ContentPage, SiteContent } from './site-content.ts';
import { describe } from './page-text.ts';
import { articleJsonLd, faqPageJsonLd, organizationJsonLd, productJsonLd, type JsonLd } from './structured-data.ts';

/** What a page's head says, before it is written as HTML. */
export interface PageHead {
  /** The full <title>, brand included. */
  title: string;
  description: string;
  /** The page's path under /{lang}/ in every language (canonical and alternates); null when it has none. */
  paths: Readonly<Record<Locale, string>> | null;
  isIndexable: boolean;
  /** OpenGraph: the page's own title, its kind and its picture (a /media path). Null for pages not worth sharing. */
  og: { type: 'website' | 'product' | 'article'; title: string; image: string } | null;
  jsonLd: JsonLd[];
  /** The first-screen picture to fetch before the app runs (the home page's hero, a product's picture). */
  preloadImage?: ImagePreload;
}

/** Absolute addresses, always from PUBLIC_URL (never from the request's Host). */
export interface SiteUrls {
  page(locale: Locale, path: string): string;
  absolute(path: string): string;
}

const LOGO_PATH = '/icons/icon-512.png';
const withBrand = (title: string) => (title ? `${title} – ${BRAND_NAME}` : BRAND_NAME);
const sharedPicture = (kind: ImageKind, id: number | null) =>
  imageUrl(id === null ? 'default' : kind, id ?? 0, 1280, 'jpg');

/** The picture shared for pages without one of their own: the first product's packshot. */
const housePicture = (site: SiteContent) => sharedPicture('produit', site.products[0]?.id ?? null);

/** Heads of pages whose texts are fixed; the home page also describes the house, the FAQ its questions. */
export function staticPageHead(site: SiteContent, page: StaticPage, urls: SiteUrls): PageHead {
  const { title, description } = PAGE_TEXTS[site.locale][page];
  const jsonLd: JsonLd[] = [];
  if (page === 'accueil') {
    jsonLd.push(organizationJsonLd(site, urls.page(site.locale, page), urls.absolute(LOGO_PATH)));
  }
  if (page === 'faq' && site.faqs.length > 0) jsonLd.push(faqPageJsonLd(site, urls.page(site.locale, page)));
  return {
    title: withBrand(title),
    description,
    paths: samePaths(page),
    // The error page is a destination of the app, not something to find in a search engine.
    isIndexable: page !== 'erreur',
    og: { type: 'website', title, image: housePicture(site) },
    jsonLd,
    // The hero's address is otherwise known only after the app has run and asked /api/accueil.
    ...(page === 'accueil' && site.heroVisuelId !== null ? { preloadImage: heroPreload(site.heroVisuelId) } : {}),
  };
}

/** Head of the answer to an unknown address or a missing item (sent with status 404). */
export function notFoundHead(locale: Locale): PageHead {
  const { title, description } = PAGE_TEXTS[locale].introuvable;
  return { title: withBrand(title), description, paths: null, isIndexable: false, og: null, jsonLd: [] };
}

/** Head of the pages of the links mailed to newsletter subscribers: their own title, never indexed. */
export function newsletterLinkHead(
  locale: Locale,
  page: 'newsletter-confirmation' | 'newsletter-desinscription',
): PageHead {
  const { title, description } = PAGE_TEXTS[locale][page];
  return { title: withBrand(title), description, paths: null, isIndexable: false, og: null, jsonLd: [] };
}

/** Head of the customer, admin, sign-in and payment areas: nothing about the visitor or the page. */
export function privateHead(locale: Locale): PageHead {
  const { title, description } = PAGE_TEXTS[locale].prive;
  return { title: withBrand(title), description, paths: null, isIndexable: false, og: null, jsonLd: [] };
}

export function productHead(
  product: Produit,
  paths: Record<Locale, string>,
  locale: Locale,
  urls: SiteUrls,
  rating: ReviewSummary | null = null,
): PageHead {
  const description = describe(
    product.meta_description,
    firstSentence(product.accroche),
    firstSentence(product.description),
  );
  const image = sharedPicture('produit', product.visuels.length > 0 ? product.id : null);
  const defaultVariant =
    product.declinaisons.find((variant) => variant.id === product.default_declinaison_id) ??
    product.declinaisons[0] ??
    null;
  const pageUrl = urls.page(locale, paths[locale]);
  return {
    title: withBrand(product.label),
    description,
    paths,
    isIndexable: true,
    og: { type: 'product', title: product.label, image },
    jsonLd: [
      productJsonLd(product, defaultVariant, { page: pageUrl, image: urls.absolute(image) }, description, rating),
    ],
    // Its address is otherwise known only after the app has run and fetched the product.
    preloadImage: productPicturePreload(product),
  };
}

export function ingredientHead(ingredient: ContentPage, paths: Record<Locale, string>): PageHead {
  return {
    title: withBrand(ingredient.label),
    description: describe(firstSentence(ingredient.accroche), firstSentence(ingredient.texte)),
    paths,
    isIndexable: true,
    og: { type: 'website', title: ingredient.label, image: sharedPicture('visuel', ingredient.visuel_id) },
    jsonLd: [],
  };
}

export function articleHead(
  article: ContentPage,
  paths: Record<Locale, string>,
  locale: Locale,
  urls: SiteUrls,
): PageHead {
  const description = describe(firstSentence(article.accroche), firstSentence(article.texte));
  const image = sharedPicture('actu', article.visuel_id === null ? null : article.id);
  const jsonLdUrls = {
    page: urls.page(locale, paths[locale]),
    image: urls.absolute(image),
    logo: urls.absolute(LOGO_PATH),
  };
  return {
    title: withBrand(article.label),
    description,
    paths,
    isIndexable: true,
    og: { type: 'article', title: article.label, image },
    jsonLd: [articleJsonLd(article, locale, jsonLdUrls, description)],
  };
}
