import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from '../../app.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

/** The shape of the built index.html (multi-line meta description included), as Vite writes it. */
export const INDEX_HTML = `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="utf-8" />
    <title>Maison Orcaviar – Soins au caviar</title>
    <meta
      name="description"
      content="Maison Orcaviar : soins visage, corps et cheveux au caviar."
    />
    <link rel="manifest" href="/manifest.webmanifest" />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
    <noscript>Maison Orcaviar a besoin de JavaScript pour afficher toute la boutique et pour commander.</noscript>
  </body>
</html>
`;

export const PUBLIC_URL = 'https://shop.example';

/**
 * A seeded app serving a fake web build, with PUBLIC_URL set; `files` are more files of the build
 * (path inside it → content), such as its manifest.
 */
export async function createSeoTestApp(files: Readonly<Record<string, string>> = {}): Promise<TestContext> {
  const ctx = await createTestApp({ env: { PUBLIC_URL } });
  const dist = path.join(ctx.config.DATA_DIR, 'web');
  await mkdir(dist, { recursive: true });
  await writeFile(path.join(dist, 'index.html'), INDEX_HTML);
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dist, file)), { recursive: true });
    await writeFile(path.join(dist, file), content);
  }
  await ctx.app.close();
  ctx.app = await buildApp({ config: { ...ctx.config, WEB_DIST: dist }, database: ctx.database, storage: ctx.storage });
  return ctx;
}

const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&amp;': '&' };

/** Undoes escapeHtml, to compare attribute values with the data. */
export const decodeHtml = (text: string | undefined) =>
  (text ?? '').replace(/&(lt|gt|quot|#39|amp);/gu, (entity) => ENTITIES[entity] ?? entity);

/** What a crawler reads in a page's head, pulled out with plain patterns (no JavaScript run). */
export function readHead(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'u').exec(tag)?.[1];
  const tags = [...head.matchAll(/<(meta|link)\b[^>]*>/gu)].map((match) => match[0]);
  const metas = new Map<string, string>();
  for (const tag of tags.filter((tag) => tag.startsWith('<meta'))) {
    const key = attribute(tag, 'name') ?? attribute(tag, 'property');
    if (key && !metas.has(key)) metas.set(key, attribute(tag, 'content') ?? '');
  }
  const links = tags.filter((tag) => tag.startsWith('<link'));
  return {
    lang: /<html lang="([^"]*)"/u.exec(html)?.[1],
    titles: [...head.matchAll(/<title>([^<]*)<\/title>/gu)].map((match) => match[1]),
    descriptions: tags.filter((tag) => /name="description"/u.test(tag)).map((tag) => attribute(tag, 'content')),
    meta: (key: string) => metas.get(key),
    canonical: links.filter((tag) => /rel="canonical"/u.test(tag)).map((tag) => attribute(tag, 'href')),
    alternates: Object.fromEntries(
      links
        .filter((tag) => /rel="alternate"/u.test(tag))
        .map((tag) => [attribute(tag, 'hreflang') ?? '', attribute(tag, 'href') ?? '']),
    ),
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/gu)].map(
      (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
    ),
  };
}
