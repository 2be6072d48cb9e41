import {
  describeStock,
  LOCALE_TAGS,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  type Declinaison,
  type Locale,
  type Produit,
  type ReviewSummary,
} from '@boutique/domain';
import { BRAND_NAME } from './seo-texts.ts';
import type { ContentPage, SiteContent } from './site-content.ts';

/** schema.org JSON-LD objects (serialised later with serializeJsonForScript). */
export type JsonLd = Record<string, unknown>;

const SCHEMA = 'https://schema.org';

/** Euros with two decimals, as schema.org prices are written: 4900 → "49.00". */
export function formatPrice(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * A variant's availability, read through the shop's own stock rule (describeStock): buyable now,
 * back on a known date, or not buyable (sold out, or stock not tracked, which the shop does not sell).
 */
export function offerAvailability(variant: Pick<Declinaison, 'stock' | 'reassort'>) {
  const label = describeStock({ stock: variant.stock, reassort: variant.reassort });
  if (label.key === 'panier.en_stock_le' && variant.reassort) {
    return { availability: `${SCHEMA}/PreOrder`, availabilityStarts: variant.reassort.date };
  }
  return { availability: label.available > 0 ? `${SCHEMA}/InStock` : `${SCHEMA}/OutOfStock` };
}

/** The house as an Organization, with the company identity of the settings (empty ones left out). */
export function organizationJsonLd(site: SiteContent, homeUrl: string, logoUrl: string): JsonLd {
  const { company } = site;
  const address = company.adresse && {
    '@type': 'PostalAddress',
    streetAddress: company.adresse,
    postalCode: company.code_postal || undefined,
    addressLocality: company.ville || undefined,
    addressCountry: company.pays || undefined,
  };
  return {
    '@context': SCHEMA,
    '@type': 'Organization',
    name: BRAND_NAME,
    legalName: company.nom || undefined,
    url: homeUrl,
    logo: logoUrl,
    email: company.email || undefined,
    telephone: company.telephone || undefined,
    address: address || undefined,
  };
}

/** The published reviews' AggregateRating, or undefined (left out) while the product has none. */
export function aggregateRatingJsonLd(rating: ReviewSummary | null): JsonLd | undefined {
  if (!rating || rating.total === 0 || rating.moyenne === null) return undefined;
  return {
    '@type': 'AggregateRating',
    ratingValue: rating.moyenne.toFixed(1),
    reviewCount: rating.total,
    bestRating: String(REVIEW_RATING_MAX),
    worstRating: String(REVIEW_RATING_MIN),
  };
}

/**
 * A Product with one Offer per variant, the default variant first (its price is the product's),
 * and its customers' AggregateRating once a review is published.
 */
export function productJsonLd(
  product: Produit,
  defaultVariant: Declinaison | null,
  urls: { page: string; image: string },
  description: string,
  rating: ReviewSummary | null = null,
): JsonLd {
  const variants = defaultVariant
    ? [defaultVariant, ...product.declinaisons.filter((variant) => variant.id !== defaultVariant.id)]
    : product.declinaisons;
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    name: product.label,
    description,
    url: urls.page,
    image: [urls.image],
    sku: defaultVariant ? String(defaultVariant.id) : undefined,
    brand: { '@type': 'Brand', name: BRAND_NAME },
    category: product.gamme?.tag.label,
    aggregateRating: aggregateRatingJsonLd(rating),
    offers: variants.map((variant) => ({
      '@type': 'Offer',
      sku: String(variant.id),
      name: [variant.conteneur, variant.label].filter(Boolean).join(' '),
      price: formatPrice(variant.prix_ttc),
      priceCurrency: 'EUR',
      ...offerAvailability(variant),
      itemCondition: `${SCHEMA}/NewCondition`,
      url: urls.page,
    })),
  };
}

/** A news article. */
export function articleJsonLd(
  article: ContentPage,
  locale: Locale,
  urls: { page: string; image: string; logo: string },
  description: string,
): JsonLd {
  const house = { '@type': 'Organization', name: BRAND_NAME, logo: { '@type': 'ImageObject', url: urls.logo } };
  return {
    '@context': SCHEMA,
    '@type': 'Article',
    headline: article.label,
    description,
    image: [urls.image],
    datePublished: article.publie_le,
    inLanguage: LOCALE_TAGS[locale],
    author: house,
    publisher: house,
    mainEntityOfPage: urls.page,
    url: urls.page,
  };
}

/** The FAQ page: each visible entry as a Question with its accepted Answer. */
export function faqPageJsonLd(site: SiteContent, pageUrl: string): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'FAQPage',
    url: pageUrl,
    mainEntity: site.faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.reponse },
    })),
  };
}
