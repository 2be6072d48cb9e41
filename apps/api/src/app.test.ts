import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { HEALTH_PING_TIMEOUT_MS } from './modules/health/health.routes.ts';
import { declinaisons, produits, visuels } from './db/schema/index.ts';
import { seedDemoIfNeeded } from './demo/seed.ts';
import { createTestApp, type TestContext } from './test/test-app.ts';

describe('the HTTP application', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('answers unknown API paths with a 404 envelope', async () => {
    const response = await ctx.app.inject('/api/nope/deeper?x=1');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({
      code: 404,
      message: expect.any(String),
      errors: {},
      reason: 'not_found',
      fieldReasons: {},
      requestId: expect.any(String),
    });
  });

  it('names why a call failed: the thrower’s reason, the same reason for its field errors', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/sign/in',
      payload: { mail: 'nobody@example.com', password: 'wrong password' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      reason: 'invalid_credentials',
      errors: { password: [expect.any(String)] },
      fieldReasons: { password: ['invalid_credentials'] },
    });
  });

  it('names why each field was refused by the schema, beside its French message', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/sign/up',
      payload: { mail: 'not-a-mail', password: 'password', prenom: '', nom: 'N'.repeat(81) },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({
      reason: 'validation_failed',
      errors: { mail: ['Adresse e-mail invalide.'], prenom: ['Prénom requis.'] },
      fieldReasons: {
        mail: ['invalid_format'],
        password: ['password_too_common'],
        prenom: ['required'],
        nom: ['too_long'],
      },
    });
  });

  it('never leaks a stack trace on malformed input', async () => {
    const hostile = [
      '/api/principesactifs/paginator?page=1e308',
      '/api/principesactifs/paginator?limit=-1',
      '/api/principesactifs/paginator?page=1&page=2',
      `/api/actualites/paginator?sort=${'a'.repeat(5000)}`,
      '/api/actualites/paginator?sort=%00',
      '/media/produit/1/999.webp',
      '/media/produit/abc/320.webp',
      '/media/visuel/1/320.gif',
      '/media/secret/1/320.webp',
      // Past the router's parameter limit: answered with the envelope, the path not echoed back.
      `/api/adresses/${'9'.repeat(300)}`,
    ];
    for (const url of hostile) {
      const response = await ctx.app.inject(url);
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.body, url).not.toMatch(/at .*\.ts:\d+|node_modules|9{300}/u);
      expect(response.json(), url).toMatchObject({ code: response.statusCode, message: expect.any(String) });
    }
  });

  it('sends a strict Content-Security-Policy and the usual security headers', async () => {
    const response = await ctx.app.inject('/api/health');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('compresses JSON answers when the client accepts it', async () => {
    const response = await ctx.app.inject({
      url: '/api/faqs',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
  });

  it('loads the demo catalogue only once, even when asked again', async () => {
    const countRows = async () => {
      const [row] = await ctx.database.db.select({ value: count() }).from(declinaisons);
      return row?.value;
    };
    const before = await countRows();
    expect(await seedDemoIfNeeded(ctx.database.db, ctx.storage)).toBe(false);
    expect(await countRows()).toBe(before);
    const [products] = await ctx.database.db.select({ value: count() }).from(produits);
    expect(products?.value).toBeGreaterThanOrEqual(7);
  });

  it('answers 503 from the health check when the database is unreachable', async () => {
    const app = await buildApp({
      config: ctx.config,
      storage: ctx.storage,
      database: { ...ctx.database, ping: async () => false },
    });
    const response = await app.inject('/api/health');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 503, database: 'unreachable', reason: 'database_unreachable' });
    await app.close();
  });

  it('answers 503 within a second when the database hangs instead of refusing', async () => {
    const app = await buildApp({
      config: ctx.config,
      storage: ctx.storage,
      database: { ...ctx.database, ping: () => new Promise<boolean>(() => {}) },
    });
    // Timed from a ready app: starting its plugins can take a second of its own on a busy machine.
    await app.ready();
    const startedAt = performance.now();
    const response = await app.inject('/api/health');
    expect(response.statusCode).toBe(503);
    expect(performance.now() - startedAt).toBeLessThan(HEALTH_PING_TIMEOUT_MS + 500);
    await app.close();
  });
});

describe('images', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('renders a product picture as WebP and JPEG at the requested width', async () => {
    const webp = await ctx.app.inject('/media/produit/1/320.webp');
    expect(webp.statusCode).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    const jpg = await ctx.app.inject('/media/produit/1/160.jpg');
    expect(jpg.headers['content-type']).toBe('image/jpeg');
    expect(jpg.rawPayload[0]).toBe(0xff);
    expect(jpg.rawPayload[1]).toBe(0xd8);
  });

  it('caches visuals forever under their id, and main pictures for a day', async () => {
    const [visuel] = await ctx.database.db.select().from(visuels).limit(1);
    const byId = await ctx.app.inject(`/media/visuel/${visuel!.id}/160.webp`);
    expect(byId.headers['cache-control']).toContain('immutable');
    const main = await ctx.app.inject('/media/produit/1/160.webp');
    expect(main.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('serves the same bytes again from the stored rendition', async () => {
    const [first, second] = await Promise.all([
      ctx.app.inject('/media/actu/1/480.webp'),
      ctx.app.inject('/media/actu/1/480.webp'),
    ]);
    expect(first.statusCode).toBe(200);
    expect(Buffer.compare(first.rawPayload, second.rawPayload)).toBe(0);
    const third = await ctx.app.inject('/media/actu/1/480.webp');
    expect(Buffer.compare(first.rawPayload, third.rawPayload)).toBe(0);
  });

  it('draws a placeholder for the default kind, and 404s an unknown item', async () => {
    expect((await ctx.app.inject('/media/default/0/160.webp')).statusCode).toBe(200);
    const missing = await ctx.app.inject('/media/produit/999999/160.webp');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 404 });
  });
});

describe('the web app routes', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ seed: false });
    const dist = path.join(ctx.config.DATA_DIR, 'web');
    await mkdir(path.join(dist, 'assets'), { recursive: true });
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Boutique</title><div id="root"></div>');
    await writeFile(path.join(dist, 'assets', 'main-abc123.js'), 'console.log("shop")');
    await writeFile(path.join(dist, 'manifest.webmanifest'), '{}');
    await ctx.app.close();
    ctx.app = await buildApp({
      config: { ...ctx.config, WEB_DIST: dist },
      database: ctx.database,
      storage: ctx.storage,
    });
  });
  afterAll(() => ctx.close());

  it('sends the bare root to the remembered language, else the browser’s, else French', async () => {
    const home = async (headers: Record<string, string>) => {
      const response = await ctx.app.inject({ url: '/', headers });
      expect(response.statusCode).toBe(302);
      expect(response.headers.vary).toContain('Accept-Language');
      return response.headers.location;
    };
    expect(await home({})).toBe('/fr/accueil');
    expect(await home({ 'accept-language': 'ja-JP,de-CH;q=0.9,en;q=0.8' })).toBe('/de/accueil');
    expect(await home({ 'accept-language': 'it-IT,it;q=0.9' })).toBe('/fr/accueil');
    expect(await home({ 'accept-language': 'de', cookie: 'od=1; od_language=es' })).toBe('/es/accueil');
    expect(await home({ 'accept-language': 'en', cookie: 'od_language=xx' })).toBe('/en/accueil');
  });

  it('serves the app page for routes under a supported language, uncached', async () => {
    for (const url of ['/fr/accueil', '/en/faq', '/de/mon-compte/commandes']) {
      const response = await ctx.app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  it('answers 404 with the app page for an unknown product (none in this empty catalogue)', async () => {
    const response = await ctx.app.inject('/en/cosmetique/3-creme');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('redirects a language alone to its home, an unsupported language and unknown paths to French', async () => {
    expect((await ctx.app.inject('/es')).headers.location).toBe('/es/accueil');
    expect((await ctx.app.inject('/xx/accueil')).headers.location).toBe('/fr/accueil');
    expect((await ctx.app.inject('/wp-admin.php/x')).headers.location).toBe('/fr');
    expect((await ctx.app.inject('/favicon-unknown.png')).headers.location).toBe('/fr');
  });

  it('caches hashed assets for a year and other files not at all', async () => {
    const asset = await ctx.app.inject('/assets/main-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const manifest = await ctx.app.inject('/manifest.webmanifest');
    expect(manifest.headers['cache-control']).toBe('public, no-cache');
  });

  it('sends an asset the build does not hold where any unknown address goes', async () => {
    const missing = await ctx.app.inject('/assets/main-0ld000.js');
    expect(missing.statusCode).toBe(302);
    expect(missing.headers.location).toBe('/fr');
  });
});

describe('JSON bodies', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ seed: false });
  });
  afterAll(() => ctx.close());

  it('takes an empty JSON body as none, and still refuses broken or poisoned JSON', async () => {
    const postJson = (url: string, payload: string) =>
      ctx.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });
    expect((await postJson('/api/sign/out', '')).statusCode).toBe(401);
    expect((await postJson('/api/contact', '{"nom":')).statusCode).toBe(400);
    expect((await postJson('/api/contact', '{"__proto__":{"polluted":true},"nom":"x"}')).statusCode).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
