import { catalogueAddress, LOCALES, type Locale } from '@boutique/domain';
import { escapeHtml, serializeJsonForScript } from './html-escape.ts';
import { descriptionElement, noscriptElement, titleElement, type HeadParts } from './html-template.ts';
import type { PageHead, SiteUrls } from './page-heads.ts';
import { BRAND_NAME, NOSCRIPT_TEXTS, OG_LOCALES } from './seo-texts.ts';

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
const link = (attributes: string) => `<link ${attributes} />`;

/** Where a server-drawn page keeps the links only its hydration needs (read by public/first-screen.js). */
export const LATER_TEMPLATE_ID = 'first-screen-later';

/**
 * Writes a page's head as HTML pieces for the template; every value from data is escaped here.
 * `scripts` are the page's route chunks (build file paths), announced so they load beside the entry.
 */
export function renderHeadHtml(
  head: PageHead,
  locale: Locale,
  urls: SiteUrls,
  scripts: readonly string[] = [],
  { isServerDrawn = false }: { isServerDrawn?: boolean } = {},
): HeadParts {
  // The app awaits its messages before it draws (or hydrates) anything, and every page's first
  // screen waits for the product list too: fetch both beside the script, not after it. The app
  // fetches these very addresses with no header of its own (the browser reuses a preload only for
  // an identical request). A page drawn on the server carries its product list, and its picture is
  // already in the HTML: what only the hydration needs (messages, route chunks) is held in a
  // template that first-screen.js adds once the picture has painted.
  const hydration = [link(`rel="preload" as="fetch" href="/api/translations/${locale}.json" crossorigin`)];
  for (const script of scripts) hydration.push(link(`rel="modulepreload" crossorigin href="${escapeHtml(script)}"`));
  const lines: string[] = isServerDrawn
    ? [`<template id="${LATER_TEMPLATE_ID}">${hydration.join('')}</template>`]
    : [...hydration, link(`rel="preload" as="fetch" href="${escapeHtml(catalogueAddress(locale))}" crossorigin`)];
  if (head.preloadImage) {
    const { srcset, sizes, type } = head.preloadImage;
    lines.push(
      link(
        `rel="preload" as="image" type="${type}" imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes)}" fetchpriority="high"`,
      ),
    );
  }
  if (!head.isIndexable) lines.push(meta('name', 'robots', 'noindex'));
  const canonical = head.paths && urls.page(locale, head.paths[locale]);
  if (head.paths && canonical) {
    lines.push(link(`rel="canonical" href="${escapeHtml(canonical)}"`));
    for (const alternate of LOCALES) {
      const href = escapeHtml(urls.page(alternate, head.paths[alternate]));
      lines.push(link(`rel="alternate" hreflang="${alternate}" href="${href}"`));
    }
    // Visitors whose language the shop does not speak get the French page.
    lines.push(link(`rel="alternate" hreflang="x-default" href="${escapeHtml(urls.page('fr', head.paths.fr))}"`));
  }
  if (head.og) {
    lines.push(
      meta('property', 'og:site_name', BRAND_NAME),
      meta('property', 'og:type', head.og.type),
      meta('property', 'og:title', head.og.title),
      meta('property', 'og:description', head.description),
      ...(canonical ? [meta('property', 'og:url', canonical)] : []),
      meta('property', 'og:image', urls.absolute(head.og.image)),
      meta('property', 'og:locale', OG_LOCALES[locale]),
      ...LOCALES.filter((other) => other !== locale).map((other) =>
        meta('property', 'og:locale:alternate', OG_LOCALES[other]),
      ),
      meta('name', 'twitter:card', 'summary_large_image'),
    );
  }
  for (const data of head.jsonLd) {
    lines.push(`<script type="application/ld+json">${serializeJsonForScript(data)}</script>`);
  }
  return {
    lang: locale,
    title: titleElement(head.title),
    description: descriptionElement(head.description),
    // Indented like the built index.html, whose </head> sits at two spaces.
    rest: lines.length > 0 ? `  ${lines.join('\n    ')}\n  ` : '',
    noscript: noscriptElement(NOSCRIPT_TEXTS[locale]),
  };
}
