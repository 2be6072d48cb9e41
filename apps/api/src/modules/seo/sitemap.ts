import { LOCALES } from '@boutique/domain';
import { escapeXml } from './html-escape.ts';
import type { SiteUrls } from './page-heads.ts';
import { listIndexablePages } from './page-paths.ts';
import type { Sites } from './site-content.ts';

/**
 * The sitemap: one <url> per page and language, each listing all its language versions (and
 * x-default, the French one) as Google's multilingual sitemaps expect.
 */
export function buildSitemap(sites: Sites, urls: SiteUrls): string {
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const { paths, lastmod } of listIndexablePages(sites)) {
    const alternates = [
      ...LOCALES.map((locale) => [locale, urls.page(locale, paths[locale])] as const),
      ['x-default', urls.page('fr', paths.fr)] as const,
    ].map(([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`);
    for (const locale of LOCALES) {
      out.push(
        '<url>',
        `<loc>${escapeXml(urls.page(locale, paths[locale]))}</loc>`,
        ...(lastmod ? [`<lastmod>${escapeXml(lastmod)}</lastmod>`] : []),
        ...alternates,
        '</url>',
      );
    }
  }
  out.push('</urlset>', '');
  return out.join('\n');
}

/** robots.txt: everything public may be crawled; the API and the private areas may not. */
export function buildRobots(sitemapUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /*/mon-compte',
    'Disallow: /*/ad/',
    'Disallow: /*/checkout',
    'Disallow: /*/paiement',
    'Disallow: /*/sign',
    '',
    `Sitemap: ${sitemapUrl}`,
    '',
  ].join('\n');
}
