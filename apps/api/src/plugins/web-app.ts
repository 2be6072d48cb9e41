import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { acceptedLanguages, DEFAULT_LOCALE, homeLocale, isLocale, LANG_SEGMENT, LANGUAGE_KEY } from '@boutique/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { escapeHtml } from '../modules/seo/html-escape.ts';
import { createFirstScreens, loadServerRenderer, type FirstScreenSources } from '../modules/seo/first-screen.ts';
import { createPageRenderer } from '../modules/seo/page-renderer.ts';
import { createRouteChunks, noRouteChunks, type BuildManifest } from '../modules/seo/route-chunks.ts';
import type { SeoService } from '../modules/seo/seo.service.ts';

const HOME = 'accueil';
const SERVER_PREFIXES = new Set(['api', 'media']);

/**
 * Serves the built web app: hashed assets cached for a year (precompressed copies preferred), and
 * the app's page for every route under a supported language, with the head (title, canonical,
 * OpenGraph, JSON-LD...) and status the SEO module resolves for it. Routing rules of the shop: "/"
 * goes to the language the visitor chose before (its cookie), else the browser's, else French; an
 * unsupported language to the French home, any other unknown path to /fr.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  seo: SeoService,
  appEnv: string,
  firstScreenSources: FirstScreenSources,
) {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(`web app not built (${indexFile} missing): serving the API only`);
    return;
  }
  // The page names its audience-measurement stream (`od_{APP_ENV}`, lib/analytics in the web app).
  const indexHtml = readFileSync(indexFile, 'utf8').replace(
    '</head>',
    `  <meta name="od-env" content="${escapeHtml(appEnv)}" />\n  </head>`,
  );

  const cacheControl = (immutable: boolean) => ({
    cacheControl: false,
    setHeaders: (res: { setHeader: (name: string, value: string) => void }) =>
      res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, no-cache'),
  });
  // The hashed assets behind one route (a route per file cost about 0.15 s of every start), the
  // few other files (icons, service worker, manifest) a route each: `/:lang/*` below takes the rest.
  await app.register(fastifyStatic, {
    root: path.join(distDir, 'assets'),
    prefix: '/assets/',
    preCompressed: true,
    ...cacheControl(true),
  });
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    globIgnore: ['assets/**'],
    decorateReply: false,
    index: false,
    preCompressed: true,
    ...cacheControl(false),
  });

  // The home and product pages are drawn on the server when the build carries its renderer.
  const renderFirstScreen = await loadServerRenderer(distDir);
  if (!renderFirstScreen) app.log.warn('web build without its server renderer: every page is drawn by the browser');
  const renderPage = createPageRenderer(indexHtml, seo, {
    routeChunks: readRouteChunks(distDir),
    firstScreens: renderFirstScreen && createFirstScreens(renderFirstScreen, firstScreenSources),
    onFirstScreenError: (error) => app.log.error({ err: error }, 'first screen not drawn on the server'),
  });

  app.get('/', (request, reply) => {
    const locale = homeLocale(
      readCookie(request.headers.cookie, LANGUAGE_KEY),
      acceptedLanguages(request.headers['accept-language']),
    );
    // The answer depends on both: a shared cache must not hand one visitor's language to another.
    return reply
      .header('vary', 'Cookie, Accept-Language')
      .header('cache-control', 'private, no-cache')
      .redirect(`/${locale}/${HOME}`, 302);
  });
  app.get<{ Params: { lang: string } }>('/:lang', (request, reply) =>
    reply.redirect(
      isLocale(request.params.lang) ? `/${request.params.lang}/${HOME}` : fallback(request.params.lang),
      302,
    ),
  );
  app.get<{ Params: { lang: string; '*': string } }>('/:lang/*', async (request, reply) => {
    const { lang } = request.params;
    // Unknown API and media paths backtrack to this route: they get the JSON 404, not a page.
    if (SERVER_PREFIXES.has(lang)) return reply.callNotFound();
    if (!isLocale(lang)) return reply.redirect(fallback(lang), 302);
    const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    try {
      const page = await renderPage(lang, request.params['*'], search);
      if (page.kind === 'redirect') return reply.redirect(page.location, page.status);
      return sendHtml(reply.code(page.status).headers(page.headers), page.html);
    } catch (error) {
      // Without its head the page still works: better the bare app than an error for a shopper.
      request.log.error({ err: error }, 'page head unavailable');
      return sendHtml(reply.header('cache-control', 'no-cache'), indexHtml);
    }
  });
}

/**
 * The route chunks of each page, from the manifest Vite writes beside the build (read once at
 * start). A build without one still works: its pages just announce no chunks.
 */
function readRouteChunks(distDir: string) {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return noRouteChunks;
  return createRouteChunks(JSON.parse(readFileSync(manifestFile, 'utf8')) as BuildManifest);
}

const sendHtml = (reply: FastifyReply, html: string) => reply.type('text/html; charset=utf-8').send(html);

/** One cookie's value from a Cookie header (the app needs no other cookie on the server). */
function readCookie(header: string | undefined, name: string): string | undefined {
  return header
    ?.split(';')
    .map((pair) => pair.trim().split('='))
    .find(([key]) => key === name)?.[1];
}

/** Where a path that does not start with a supported language goes. */
function fallback(firstSegment: string) {
  return LANG_SEGMENT.test(firstSegment) ? `/${DEFAULT_LOCALE}/${HOME}` : `/${DEFAULT_LOCALE}`;
}
