import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { DEFAULT_LOCALE, isLocale, LANG_SEGMENT } from '@boutique/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';

const HOME = 'accueil';
const SERVER_PREFIXES = new Set(['api', 'media']);

/**
 * Serves the built web app: hashed assets cached for a year (precompressed copies preferred), and
 * the app's page for every route under a supported language. Routing rules of the shop: "/" goes to
 * French, an unsupported language to the French home, any other unknown path to /fr.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string) {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(`web app not built (${indexFile} missing): serving the API only`);
    return;
  }
  const indexHtml = readFileSync(indexFile, 'utf8');

  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, filePath) {
      const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', isHashed ? 'public, max-age=31536000, immutable' : 'public, no-cache');
    },
  });

  const sendPage = (reply: FastifyReply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);

  app.get('/', (_request, reply) => reply.redirect(`/${DEFAULT_LOCALE}/${HOME}`, 302));
  app.get<{ Params: { lang: string } }>('/:lang', (request, reply) =>
    reply.redirect(
      isLocale(request.params.lang) ? `/${request.params.lang}/${HOME}` : fallback(request.params.lang),
      302,
    ),
  );
  app.get<{ Params: { lang: string } }>('/:lang/*', (request, reply) => {
    const { lang } = request.params;
    // Unknown API and media paths backtrack to this route: they get the JSON 404, not a page.
    if (SERVER_PREFIXES.has(lang)) return reply.callNotFound();
    return isLocale(lang) ? sendPage(reply) : reply.redirect(fallback(lang), 302);
  });
}

/** Where a path that does not start with a supported language goes. */
function fallback(firstSegment: string) {
  return LANG_SEGMENT.test(firstSegment) ? `/${DEFAULT_LOCALE}/${HOME}` : `/${DEFAULT_LOCALE}`;
}
