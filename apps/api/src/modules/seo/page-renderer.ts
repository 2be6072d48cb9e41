import type { Locale } from '@boutique/domain';
import type { FirstScreenPage, FirstScreens } from './first-screen.ts';
import { renderHeadHtml } from './head-html.ts';
import { escapeHtml } from './html-escape.ts';
import { compileHtmlTemplate, type HeadParts } from './html-template.ts';
import type { PageAccess, PageResolution } from './page-resolver.ts';
import { noRouteChunks, type AppRoute } from './route-chunks.ts';
import { encodePath, type SeoService } from './seo.service.ts';

/** What the server sends for a page address: the app's HTML with its head, or a redirect. */
export type PageAnswer =
  | { kind: 'html'; status: number; headers: Readonly<Record<string, string>>; html: string }
  | { kind: 'redirect'; status: 301; location: string };

const NOINDEX = { 'x-robots-tag': 'noindex' };
/** The entry script's tag in the built index.html. */
const ENTRY_SCRIPT = /<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>/u;

/**
 * On a page drawn on the server the entry only hydrates it: first-screen.js (apps/web/public)
 * loads it, with the route chunks and messages, once the picture has painted.
 */
const drawnTemplate = (indexHtml: string) =>
  indexHtml.replace(
    ENTRY_SCRIPT,
    (_tag, entry: string) => `<script defer src="/first-screen.js" data-entry="${escapeHtml(entry)}"></script>`,
  );
const HEADERS: Record<PageAccess, Readonly<Record<string, string>>> = {
  // The app's page may change with each deploy and each catalogue edit: revalidate every time.
  public: { 'cache-control': 'no-cache' },
  private: { 'cache-control': 'no-cache', ...NOINDEX },
  // The link's secret is in the address: neither stored nor sent to other sites.
  link: { 'cache-control': 'no-store', 'referrer-policy': 'no-referrer', ...NOINDEX },
};

export interface PageRendererOptions {
  /** The script files of a page's route (from the build manifest), announced in the head. */
  routeChunks?: (route: AppRoute | null) => readonly string[];
  /** Draws the first screen of the home and product pages on the server (absent: none is drawn). */
  firstScreens?: FirstScreens | null;
  /** Told when a first screen could not be drawn; the page is then sent for the browser to draw. */
  onFirstScreenError?: (error: unknown) => void;
}

/** A resolved page: the client-drawn HTML, and the head of its server-drawn variant if it has one. */
interface ResolvedPage {
  status: number;
  headers: Readonly<Record<string, string>>;
  html: string;
  drawn: { page: FirstScreenPage; head: HeadParts } | null;
}

/** The pages the server draws: the canonical, public home and product pages. */
function firstScreenPage(resolution: Extract<PageResolution, { kind: 'page' }>, path: string): FirstScreenPage | null {
  if (resolution.status !== 200 || resolution.access !== 'public' || !resolution.isCanonical) return null;
  if (resolution.route === 'product') return 'product';
  return resolution.route === null && path === 'accueil' ? 'home' : null;
}

/**
 * Renders the app's index.html for a page: the template is cut once, the head is resolved from
 * cached content, and answers for canonical public addresses (a finite set) are kept until the
 * catalogue changes, so a repeated visit costs one Map lookup. The home and product pages also
 * get their first screen drawn on the server (`firstScreens`, itself cached per data version).
 */
export function createPageRenderer(indexHtml: string, seo: SeoService, options: PageRendererOptions = {}) {
  const { routeChunks = noRouteChunks, firstScreens = null, onFirstScreenError = () => {} } = options;
  const fill = compileHtmlTemplate(indexHtml);
  const fillDrawn = compileHtmlTemplate(drawnTemplate(indexHtml));
  const pages = new Map<string, ResolvedPage>();
  // A page resolved before an invalidation must not be stored after it.
  let generation = 0;
  seo.onInvalidate(() => {
    generation += 1;
    pages.clear();
  });

  async function answer(locale: Locale, path: string, page: ResolvedPage): Promise<PageAnswer> {
    const { status, headers, html, drawn } = page;
    if (!drawn || !firstScreens) return { kind: 'html', status, headers, html };
    try {
      const root = await firstScreens(locale, drawn.page, path);
      return { kind: 'html', status, headers, html: fillDrawn(drawn.head, root) };
    } catch (error) {
      onFirstScreenError(error);
      return { kind: 'html', status, headers, html };
    }
  }

  return async function renderPage(locale: Locale, path: string, search: string): Promise<PageAnswer> {
    const key = `${locale}/${path}`;
    const cached = pages.get(key);
    if (cached) return answer(locale, path, cached);
    const started = generation;
    const resolution = await seo.resolvePage(locale, path);
    if (resolution.kind === 'redirect') {
      return { kind: 'redirect', status: 301, location: `${encodePath(resolution.path)}${search}` };
    }
    const { head, status, access, route } = resolution;
    const headers = head.isIndexable || access !== 'public' ? HEADERS[access] : { ...HEADERS.public, ...NOINDEX };
    const scripts = routeChunks(route);
    const drawnPage = firstScreens ? firstScreenPage(resolution, path) : null;
    const page: ResolvedPage = {
      status,
      headers,
      html: fill(renderHeadHtml(head, locale, seo.urls, scripts)),
      drawn: drawnPage
        ? { page: drawnPage, head: renderHeadHtml(head, locale, seo.urls, scripts, { isServerDrawn: true }) }
        : null,
    };
    if (status === 200 && access === 'public' && resolution.isCanonical && started === generation) {
      pages.set(key, page);
    }
    return answer(locale, path, page);
  };
}

export type PageRenderer = ReturnType<typeof createPageRenderer>;
