import { LOCALES, perLocale, type Locale } from '@boutique/domain';
import { STATIC_PAGES } from './seo-texts.ts';
import { pageSlug, type SiteContent, type Sites } from './site-content.ts';

/** Pages showing one item of the catalogue or of the news. */
export type ItemKind = 'product' | 'ingredient' | 'news';
type Item = { id: number; slug: string; label: string };

/** Where each kind of item lives under /{lang}/ (news articles sit at the top level). */
export const ITEM_ROUTES: Record<
  ItemKind,
  { prefix: string; items: (site: SiteContent) => ReadonlyMap<number, Item> }
> = {
  product: { prefix: 'cosmetique/', items: (site) => site.productsById },
  ingredient: { prefix: 'principe-actif/', items: (site) => site.ingredientsById },
  news: { prefix: '', items: (site) => site.newsById },
};

/** The route parameter of an item: "3-creme-riche-au-caviar", or "3" when it has no slug. */
function idSlug(item: Item): string {
  const slug = pageSlug(item);
  return slug ? `${item.id}-${slug}` : String(item.id);
}

/**
 * The path of an item's page in every language (slugs may differ when made from translated
 * labels); null when the item is unknown or offline.
 */
export function itemPaths(sites: Sites, kind: ItemKind, id: number): Record<Locale, string> | null {
  const { prefix, items } = ITEM_ROUTES[kind];
  const paths: Partial<Record<Locale, string>> = {};
  for (const locale of LOCALES) {
    const item = items(sites[locale]).get(id);
    if (!item) return null;
    paths[locale] = `${prefix}${idSlug(item)}`;
  }
  return paths as Record<Locale, string>;
}

/** The same path in every language. */
export const samePaths = (path: string) => perLocale(() => path);

/** Every page worth indexing, with its path in each language and its last change when known. */
export function listIndexablePages(sites: Sites): { paths: Record<Locale, string>; lastmod?: string }[] {
  const site = sites.fr;
  const items = (kind: ItemKind, ids: readonly { id: number; publie_le?: string }[]) =>
    ids.flatMap(({ id, publie_le }) => {
      const paths = itemPaths(sites, kind, id);
      return paths ? [{ paths, lastmod: publie_le }] : [];
    });
  return [
    ...STATIC_PAGES.filter((page) => page !== 'erreur').map((page) => ({ paths: samePaths(page) })),
    ...items('product', site.products),
    ...items('ingredient', site.ingredients),
    ...items('news', site.news),
  ];
}
