import type { Locale } from '@boutique/domain';
import { renderHeadHtml } from './head-html.ts';
import { compileHtmlTemplate } from './html-template.ts';
import type { PageAccess } from './page-resolver.ts';
import { noRouteChunks, type AppRoute } from './route-chunks.ts';
import { encodePath, type SeoService } from './seo.service.ts';

/** What the server sends for a page address: the app's HTML with its head, or a redirect. */
export type PageAnswer =
  | { kind: 'html'; status: number; headers: Readonly<Record<string, string>>; html: string }
  | { kind: 'redirect'; status: 301; location: string };

const NOINDEX = { 'x-robots-tag': 'noindex' };
const HEADERS: Record<PageAccess, Readonly<Record<string, string>>> = {
  // The app's page may change with each deploy and each catalogue edit: revalidate every time.
  public: { 'cache-control': 'no-cache' },
  private: { 'cache-control': 'no-cache', ...NOINDEX },
  // The payment link's secret is in the address: neither stored nor sent to other sites.
  payment: { 'cache-control': 'no-store', 'referrer-policy': 'no-referrer', ...NOINDEX },
};

/**
 * Renders the app's index.html for a page: the template is cut once, the head is resolved from
 * cached content, and answers for canonical public addresses (a finite set) are kept until the
 * catalogue changes, so a repeated visit costs one Map lookup. `routeChunks` names the script files
 * of the page's route (from the build manifest), announced in the head.
 */
export function createPageRenderer(
  indexHtml: string,
  seo: SeoService,
  routeChunks: (route: AppRoute | null) => readonly string[] = noRouteChunks,
) {
  const fill = compileHtmlTemplate(indexHtml);
  const answers = new Map<string, PageAnswer>();
  // A page resolved before an invalidation must not be stored after it.
  let generation = 0;
  seo.onInvalidate(() => {
    generation += 1;
    answers.clear();
  });

  return async function renderPage(locale: Locale, path: string, search: string): Promise<PageAnswer> {
    const key = `${locale}/${path}`;
    const cached = answers.get(key);
    if (cached) return cached;
    const started = generation;
    const resolution = await seo.resolvePage(locale, path);
    if (resolution.kind === 'redirect') {
      return { kind: 'redirect', status: 301, location: `${encodePath(resolution.path)}${search}` };
    }
    const { head, status, access, route } = resolution;
    const headers = head.isIndexable || access !== 'public' ? HEADERS[access] : { ...HEADERS.public, ...NOINDEX };
    const answer: PageAnswer = {
      kind: 'html',
      status,
      headers,
      html: fill(renderHeadHtml(head, locale, seo.urls, routeChunks(route))),
    };
    if (status === 200 && access === 'public' && resolution.isCanonical && started === generation) {
      answers.set(key, answer);
    }
    return answer;
  };
}

export type PageRenderer = ReturnType<typeof createPageRenderer>;
