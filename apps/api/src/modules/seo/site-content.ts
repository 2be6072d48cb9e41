import { LOCALES, slugify, type Locale, type Produit, type ReviewSummary, type ShopInfo } from '@boutique/domain';
import type { Database } from '../../db/client.ts';
import { localize } from '../../lib/localize.ts';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import { readHome } from '../home/home.service.ts';
import { reviewSummaries } from '../reviews/reviews.service.ts';
import { readShopInfo } from '../shop-info/shop-info.service.ts';
import { selectSeoRows, type SeoRows } from './seo.queries.ts';

/** An ingredient or a news article as a page: localized texts and the slug of its address. */
export interface ContentPage {
  id: number;
  slug: string;
  label: string;
  accroche: string;
  texte: string;
  visuel_id: number | null;
  /** Publication date of a news article (YYYY-MM-DD). */
  publie_le?: string;
}

/** Everything public in one language, indexed by id for the pages' head and listed for the sitemap. */
export interface SiteContent {
  locale: Locale;
  products: readonly Produit[];
  productsById: ReadonlyMap<number, Produit>;
  ingredients: readonly ContentPage[];
  ingredientsById: ReadonlyMap<number, ContentPage>;
  news: readonly ContentPage[];
  newsById: ReadonlyMap<number, ContentPage>;
  faqs: readonly { question: string; reponse: string }[];
  /** The company identity (legal name, address...), for the Organization of the home page. */
  company: Readonly<ShopInfo>;
  /** The home page's hero picture, preloaded from the page's head; null when none is configured. */
  heroVisuelId: number | null;
  /** Each product's published reviews (average and count); products without any are absent. */
  ratings: ReadonlyMap<number, ReviewSummary>;
}

export type Sites = Readonly<Record<Locale, SiteContent>>;

/** The slug in a page's address: the stored one, else one made from the label (as the web app does). */
export const pageSlug = (item: { slug: string; label: string }) => item.slug || slugify(item.label);

const byId = <T extends { id: number }>(items: readonly T[]) => new Map(items.map((item) => [item.id, item]));

interface SharedContent {
  rows: SeoRows;
  company: ShopInfo;
  heroVisuelId: number | null;
  ratings: ReadonlyMap<number, ReviewSummary>;
}

function buildSite(
  locale: Locale,
  products: readonly Produit[],
  { rows, company, heroVisuelId, ratings }: SharedContent,
): SiteContent {
  const ingredients = rows.ingredients.map((row) => localize(row, locale, ['label', 'accroche', 'texte']));
  const news = rows.news.map((row) => {
    const { online: _online, ...article } = localize(row, locale, ['label', 'accroche', 'texte']);
    return article;
  });
  return {
    locale,
    products,
    productsById: byId(products),
    ingredients,
    ingredientsById: byId(ingredients),
    news,
    newsById: byId(news),
    faqs: rows.faqs.map((row) => localize(row, locale, ['question', 'reponse'])),
    company,
    heroVisuelId,
    ratings,
  };
}

/**
 * The public content of every language, built once from the catalogue service's cached products,
 * one snapshot of the other tables, the shop's identity and the products' published ratings, then
 * kept until the catalogue is invalidated (review moderation invalidates it too): rendering a page's
 * head costs no database round trip.
 */
export function createSiteContent(db: Database, catalogue: CatalogueService) {
  let sites: Promise<Sites> | null = null;

  async function build(): Promise<Sites> {
    const [rows, company, home, ratings, ...products] = await Promise.all([
      selectSeoRows(db),
      readShopInfo(db),
      readHome(db),
      reviewSummaries(db),
      ...LOCALES.map((locale) => catalogue.getProducts(locale)),
    ]);
    const shared = { rows, company, heroVisuelId: home.hero.visuel_id, ratings };
    const entries = LOCALES.map((locale, index) => [locale, buildSite(locale, products[index] ?? [], shared)]);
    return Object.fromEntries(entries) as Record<Locale, SiteContent>;
  }

  catalogue.onInvalidate(() => {
    sites = null;
  });

  return {
    getSites(): Promise<Sites> {
      if (!sites) {
        const pending = build();
        sites = pending;
        // A failed build must not stay cached.
        pending.catch(() => {
          if (sites === pending) sites = null;
        });
      }
      return sites;
    },
  };
}

export type SiteContentService = ReturnType<typeof createSiteContent>;
