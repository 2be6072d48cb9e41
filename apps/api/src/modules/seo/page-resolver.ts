import { parseIdSlug, type Locale } from '@boutique/domain';
import {
  articleHead,
  ingredientHead,
  notFoundHead,
  privateHead,
  productHead,
  staticPageHead,
  type PageHead,
  type SiteUrls,
} from './page-heads.ts';
import type { AppRoute } from './route-chunks.ts';
import { STATIC_PAGES, type StaticPage } from './seo-texts.ts';
import { ITEM_ROUTES, itemPaths, type ItemKind } from './page-paths.ts';
import type { Sites } from './site-content.ts';

/**
 * Who may see a page: anyone (public), a signed-in visitor (private), or the holder of a secret link
 * (a payment link, a newsletter subscriber's link).
 */
export type PageAccess = 'public' | 'private' | 'link';

export type PageResolution =
  | { kind: 'redirect'; path: string }
  | {
      kind: 'page';
      status: 200 | 404;
      access: PageAccess;
      head: PageHead;
      /** Whether the requested path is the page's canonical one (such answers may be cached). */
      isCanonical: boolean;
      /** The app's lazy route that draws the page, so its chunks are announced; null for none. */
      route: AppRoute | null;
    };

/** First segments of the areas that need a session or a secret link, never indexed. */
const PRIVATE_AREAS = new Set(['mon-compte', 'ad', 'sign', 'checkout']);
const STATIC = new Set<string>(STATIC_PAGES);
const isStaticPage = (path: string): path is StaticPage => STATIC.has(path);

/**
 * Maps a path under /{lang}/ to what the server answers: a permanent redirect to the canonical
 * address, or the app's page with its status and head. Pure: reads only the cached site content.
 */
export function resolvePage(sites: Sites, locale: Locale, path: string, urls: SiteUrls): PageResolution {
  const privatePage = resolvePrivatePage(locale, path);
  if (privatePage) return privatePage;
  const segments = path.split('/').filter(Boolean);
  const [first = '', ...rest] = segments;
  const joined = segments.join('/');
  const page = (head: PageHead, isCanonical: boolean, route: AppRoute | null): PageResolution => ({
    kind: 'page',
    status: 200,
    access: 'public',
    head,
    isCanonical,
    route,
  });

  if (first === 'produits' && rest.length === 0) return { kind: 'redirect', path: `/${locale}/accueil` };
  // A contact form about one order: the contact page, for search engines.
  if (first === 'contact' && rest.length === 1) {
    return page(staticPageHead(sites[locale], 'contact', urls), false, 'contact');
  }
  // The withdrawal function (modules/returns): open to all, about one's own order, never indexed.
  if (first === 'retractation' && rest.length === 0) {
    return { kind: 'page', status: 200, access: 'public', head: privateHead(locale), isCanonical: false, route: null };
  }
  if (isStaticPage(joined)) {
    return page(staticPageHead(sites[locale], joined, urls), joined === path, staticPageRoute(joined));
  }
  const route = detailRoute(first, rest);
  return route ? resolveItem(sites, locale, path, route, urls) : notFoundPage(locale);
}

/**
 * The page of a customer, admin, sign-in or payment address, or null for other addresses. It needs
 * no content, so these pages never wait for (or fail with) the database.
 */
export function resolvePrivatePage(locale: Locale, path: string): PageResolution | null {
  const first = path.split('/').find(Boolean) ?? '';
  if (first !== 'paiement' && !PRIVATE_AREAS.has(first) && !first.startsWith('checkout-')) return null;
  const access = first === 'paiement' ? 'link' : 'private';
  return { kind: 'page', status: 200, access, head: privateHead(locale), isCanonical: false, route: null };
}

/** Pages of one item: /cosmetique/{id}-{slug}, /principe-actif/{id}-{slug}, and news at /{id}-{slug}. */
function detailRoute(first: string, rest: string[]): { kind: ItemKind; param: string } | null {
  if (first === 'cosmetique' && rest[0] && rest.length === 1) return { kind: 'product', param: rest[0] };
  if (first === 'principe-actif' && rest[0] && rest.length === 1) return { kind: 'ingredient', param: rest[0] };
  // No page name starts with a digit: such a top-level segment is a news article.
  if (/^\d/u.test(first) && rest.length === 0) return { kind: 'news', param: first };
  return null;
}

/** An item's page: 404 when unknown or offline, 301 when the slug is wrong or missing. */
function resolveItem(
  sites: Sites,
  locale: Locale,
  path: string,
  route: { kind: ItemKind; param: string },
  urls: SiteUrls,
): PageResolution {
  const { prefix } = ITEM_ROUTES[route.kind];
  const id = parseIdSlug(route.param)?.id;
  const paths = id === undefined ? null : itemPaths(sites, route.kind, id);
  if (id === undefined || !paths) return notFoundPage(locale);
  if (`${prefix}${route.param}` !== paths[locale]) return { kind: 'redirect', path: `/${locale}/${paths[locale]}` };

  const site = sites[locale];
  // itemPaths found the item in every language.
  const head =
    route.kind === 'product'
      ? productHead(site.productsById.get(id)!, paths, locale, urls, site.ratings.get(id) ?? null)
      : route.kind === 'news'
        ? articleHead(site.newsById.get(id)!, paths, locale, urls)
        : ingredientHead(site.ingredientsById.get(id)!, paths);
  return {
    kind: 'page',
    status: 200,
    access: 'public',
    head,
    isCanonical: path === paths[locale],
    route: ITEM_APP_ROUTES[route.kind],
  };
}

export function notFoundPage(locale: Locale, access: PageAccess = 'public'): PageResolution {
  return { kind: 'page', status: 404, access, head: notFoundHead(locale), isCanonical: false, route: null };
}

const ITEM_APP_ROUTES: Record<ItemKind, AppRoute> = { product: 'product', ingredient: 'ingredient', news: 'article' };

/** The app's route of a page with a fixed address (the home page is in the entry chunk). */
function staticPageRoute(page: StaticPage): AppRoute | null {
  if (page === 'accueil') return null;
  if (page === 'faq' || page === 'contact' || page === 'conditions') return page;
  // What is left are the legal texts under /conditions/.
  return page === 'erreur' ? 'error' : 'legal';
}
