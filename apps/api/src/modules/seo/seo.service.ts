import type { Locale } from '@boutique/domain';
import type { Database } from '../../db/client.ts';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import type { NewsletterLinks } from '../newsletter/newsletter-links.ts';
import { resolveNewsletterPage } from './newsletter-pages.ts';
import type { SiteUrls } from './page-heads.ts';
import { resolvePage, resolvePrivatePage } from './page-resolver.ts';
import { createSiteContent } from './site-content.ts';
import { buildRobots, buildSitemap } from './sitemap.ts';

/** Encodes each segment of a path for an address (slugs typed in the back office may hold anything). */
export const encodePath = (path: string) => path.split('/').map(encodeURIComponent).join('/');

/** Absolute addresses from PUBLIC_URL, so a forged Host header can never change them. */
export function createSiteUrls(publicUrl: string): SiteUrls {
  const origin = publicUrl.replace(/\/+$/u, '');
  return {
    page: (locale, path) => `${origin}/${locale}/${encodePath(path)}`,
    absolute: (path) => `${origin}${path}`,
  };
}

/**
 * What search engines and share previews read: page heads resolved from the cached site content,
 * the sitemap (built once per catalogue version) and robots.txt. `catalogue.invalidate()` clears
 * all of it; `onInvalidate` lets the page cache of the web app follow.
 */
export function createSeoService(options: {
  db: Database;
  catalogue: CatalogueService;
  publicUrl: string;
  /** Whether a newsletter link's page exists (200) or not (404). */
  newsletterLinks: NewsletterLinks;
}) {
  const { catalogue, newsletterLinks } = options;
  const content = createSiteContent(options.db, catalogue);
  const urls = createSiteUrls(options.publicUrl);
  let sitemap: Promise<string> | null = null;
  catalogue.onInvalidate(() => {
    sitemap = null;
  });

  return {
    urls,
    robots: buildRobots(urls.absolute('/sitemap.xml')),
    async resolvePage(locale: Locale, path: string) {
      return (
        resolvePrivatePage(locale, path) ??
        (await resolveNewsletterPage(newsletterLinks, locale, path)) ??
        resolvePage(await content.getSites(), locale, path, urls)
      );
    },
    sitemap(): Promise<string> {
      if (!sitemap) {
        const pending = content.getSites().then((sites) => buildSitemap(sites, urls));
        sitemap = pending;
        pending.catch(() => {
          if (sitemap === pending) sitemap = null;
        });
      }
      return sitemap;
    },
    onInvalidate: (listener: () => void) => catalogue.onInvalidate(listener),
  };
}

export type SeoService = ReturnType<typeof createSeoService>;
