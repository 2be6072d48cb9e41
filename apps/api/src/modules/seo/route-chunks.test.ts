import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/test-app.ts';
import { createRouteChunks, ROUTE_MODULES, type BuildManifest } from './route-chunks.ts';
import { createSeoTestApp } from './seo-test-helpers.ts';

/** The shape of the manifest Vite writes (dist/.vite/manifest.json) for the app's build. */
const MANIFEST: BuildManifest = {
  '_rolldown-runtime-a1.js': { file: 'assets/rolldown-runtime-a1.js' },
  'index.html': { file: 'assets/index-abc.js', src: 'index.html', isEntry: true, imports: ['_rolldown-runtime-a1.js'] },
  '_button-b2.js': { file: 'assets/button-b2.js', imports: ['index.html'] },
  'src/features/catalogue/pages/product-page.tsx': {
    file: 'assets/product-page-c3.js',
    src: 'src/features/catalogue/pages/product-page.tsx',
    imports: ['_rolldown-runtime-a1.js', 'index.html', '_button-b2.js'],
  },
  'src/app/pages/product-route.tsx': {
    file: 'assets/product-route-d4.js',
    src: 'src/app/pages/product-route.tsx',
    imports: ['index.html', '_button-b2.js', 'src/features/catalogue/pages/product-page.tsx'],
  },
  'src/features/content/pages/faq-page.tsx': {
    file: 'assets/faq-page-e5.js',
    src: 'src/features/content/pages/faq-page.tsx',
    imports: ['index.html', '_button-b2.js'],
  },
  'src/admin/admin-app.tsx': {
    file: 'assets/admin-app-f6.js',
    src: 'src/admin/admin-app.tsx',
    imports: ['index.html'],
  },
};

const modulePreloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)" \/>/gu)].map((match) => match[1]);

describe('route chunks announced in the first HTML', () => {
  it('lists the entry’s imports, then the route chunk and its static imports, once each, without the entry', () => {
    const chunks = createRouteChunks(MANIFEST);
    expect(chunks('product')).toEqual([
      '/assets/rolldown-runtime-a1.js',
      '/assets/product-route-d4.js',
      '/assets/button-b2.js',
      '/assets/product-page-c3.js',
    ]);
    expect(chunks('faq')).toEqual(['/assets/rolldown-runtime-a1.js', '/assets/faq-page-e5.js', '/assets/button-b2.js']);
    // The home page is in the entry; a route missing from the build gets what every page needs.
    expect(chunks(null)).toEqual(['/assets/rolldown-runtime-a1.js']);
    expect(chunks('contact')).toEqual(['/assets/rolldown-runtime-a1.js']);
  });

  it('never announces the back office, even when a chunk imports it', () => {
    const manifest: BuildManifest = {
      ...MANIFEST,
      'src/features/content/pages/faq-page.tsx': {
        file: 'assets/faq-page-e5.js',
        src: 'src/features/content/pages/faq-page.tsx',
        imports: ['src/admin/admin-app.tsx'],
      },
    };
    expect(createRouteChunks(manifest)('faq')).not.toContain('/assets/admin-app-f6.js');
  });

  it('names source modules that exist in the web app', () => {
    const webRoot = fileURLToPath(new URL('../../../../web/', import.meta.url));
    for (const module of Object.values(ROUTE_MODULES)) {
      expect(existsSync(path.join(webRoot, module)), module).toBe(true);
      expect(module.startsWith('src/admin/')).toBe(false);
    }
  });
});

describe('modulepreload links of a page', () => {
  let ctx: TestContext;
  const files = Object.fromEntries(Object.values(MANIFEST).map((chunk) => [chunk.file, 'export {};']));

  beforeAll(async () => {
    ctx = await createSeoTestApp({ ...files, '.vite/manifest.json': JSON.stringify(MANIFEST) });
  });
  afterAll(() => ctx.close());

  it('announces a product page’s route chunks, each a file the server sends', async () => {
    // A product address without its slug redirects to the canonical one.
    const canonical = (await ctx.app.inject({ url: '/fr/cosmetique/1' })).headers.location;
    const response = await ctx.app.inject({ url: String(canonical) });
    expect(response.statusCode).toBe(200);
    const links = modulePreloads(response.body);
    expect(links).toEqual([
      '/assets/rolldown-runtime-a1.js',
      '/assets/product-route-d4.js',
      '/assets/button-b2.js',
      '/assets/product-page-c3.js',
    ]);
    for (const link of links) {
      const asset = await ctx.app.inject({ url: link! });
      expect(asset.statusCode, link).toBe(200);
    }
  });

  it('gives the home page only the entry’s imports, and the FAQ its own chunk', async () => {
    expect(modulePreloads((await ctx.app.inject({ url: '/fr/accueil' })).body)).toEqual([
      '/assets/rolldown-runtime-a1.js',
    ]);
    expect(modulePreloads((await ctx.app.inject({ url: '/en/faq' })).body)).toContain('/assets/faq-page-e5.js');
  });

  it('keeps the back office chunk out of every page, the admin area included', async () => {
    for (const url of ['/fr/accueil', '/fr/faq', '/fr/ad/produits', '/fr/mon-compte']) {
      expect((await ctx.app.inject({ url })).body).not.toContain('admin-app');
    }
  });
});
