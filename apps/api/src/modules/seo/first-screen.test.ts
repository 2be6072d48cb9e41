import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { produits } from '../../db/schema/index.ts';
import type { TestContext } from '../../test/test-app.ts';
import { SERVER_RENDERER_FILE } from './first-screen.ts';
import { createSeoTestApp } from './seo-test-helpers.ts';

/**
 * A server renderer standing in for the web build's (which needs a build): it draws what it was
 * given (the hero's picture, the products' names, a message) and numbers its drawings, so the
 * tests see both the data the server hands over and when a page is drawn again.
 */
const ECHO_RENDERER = `
let drawings = 0;
const escape = (text) => text.replace(/[&<>"]/g, (char) => '&#' + char.charCodeAt(0) + ';');
export async function renderFirstScreen(input) {
  drawings += 1;
  const hero = input.accueil ? '<img src="/media/visuel/' + input.accueil.hero.visuel_id + '/960.jpg">' : '';
  const names = input.produits.map((produit) => '<li>' + escape(produit.label) + '</li>').join('');
  const html = '<main data-drawing="' + drawings + '" data-path="' + input.path + '">' + hero +
    '<p>' + escape(input.messages[input.locale].commun.chargement) + '</p><ul>' + names + '</ul></main>';
  return { html, state: { queries: [{ queryKey: ['produits', input.locale], data: input.produits }] } };
}
`;

const FAILING_RENDERER = `export async function renderFirstScreen() { throw new Error('cannot draw'); }`;

const CATALOGUE_PRELOAD = /<link rel="preload" as="fetch" href="\/api\/produits\?lang=fr" crossorigin \/>/u;

/** #root as the server sent it. */
const root = (html: string) => /<div id="root">([\s\S]*?)<\/div>\s*<script type="application\/json"/u.exec(html)?.[1];
/** The state block, parsed. */
const state = (html: string) =>
  JSON.parse(
    /<script type="application\/json" id="first-screen-state">([^<]*)<\/script>/u.exec(html)?.[1] ?? 'null',
  ) as {
    queries: { queryKey: unknown[]; data: { id: number; label: string }[] }[];
  } | null;

describe('pages drawn on the server', () => {
  let ctx: TestContext;
  let productPath: string;
  beforeAll(async () => {
    ctx = await createSeoTestApp({ [SERVER_RENDERER_FILE]: ECHO_RENDERER });
    const [product] = await ctx.database.db.select().from(produits).where(eq(produits.id, 1));
    productPath = `/fr/cosmetique/1-${product?.slug}`;
  });
  afterAll(() => ctx.close());

  it('fills #root of the home page from the configuration, the catalogue and the messages', async () => {
    const response = await ctx.app.inject('/fr/accueil');
    expect(response.statusCode).toBe(200);
    const drawn = root(response.body);
    expect(drawn).toMatch(/<img src="\/media\/visuel\/\d+\/960\.jpg">/u);
    expect(drawn).toContain('<p>Chargement…</p>');
    expect(drawn).toContain('<li>Mousse Nettoyante Perle de Caviar</li>');
    // The product list travels in the page: the browser is not told to fetch it again.
    expect(state(response.body)?.queries[0]?.data.map((produit) => produit.id)).toContain(1);
    expect(response.body).not.toMatch(CATALOGUE_PRELOAD);
    // The picture is in the HTML: what only the hydration needs is held back until it has painted.
    expect(response.body).toContain(
      '<template id="first-screen-later"><link rel="preload" as="fetch" href="/api/translations/fr.json" crossorigin /></template>',
    );
    expect(response.body).toContain('<script defer src="/first-screen.js" data-entry="/assets/index-abc.js"></script>');
    expect(response.body).not.toContain('<script type="module"');
  });

  it('fills #root of a product page, with the messages of its language', async () => {
    const response = await ctx.app.inject(productPath.replace('/fr/', '/en/'));
    const location = response.headers.location ?? productPath.replace('/fr/', '/en/');
    const english = await ctx.app.inject(String(location));
    expect(english.statusCode).toBe(200);
    expect(root(english.body)).toContain('<p>Loading…</p>');
    expect(root(english.body)).toContain(`data-path="${String(location)}"`);
    expect(root((await ctx.app.inject(productPath)).body)).toContain(`data-path="${productPath}"`);
  });

  it('draws a page once, then again after the catalogue changes', async () => {
    const drawing = async () => /data-drawing="(\d+)"/u.exec((await ctx.app.inject(productPath)).body)?.[1];
    const first = await drawing();
    expect(await drawing()).toBe(first);
    await ctx.database.db.update(produits).set({ label: 'Mousse </script> renommée' }).where(eq(produits.id, 1));
    ctx.app.catalogue.invalidate();
    const html = (await ctx.app.inject(productPath)).body;
    expect(Number(/data-drawing="(\d+)"/u.exec(html)?.[1])).toBeGreaterThan(Number(first));
    expect(root(html)).toContain('<li>Mousse &#60;/script&#62; renommée</li>');
    // The name stays inside the JSON block, whatever it holds.
    expect(state(html)?.queries[0]?.data.find((produit) => produit.id === 1)?.label).toBe('Mousse </script> renommée');
    expect(html.match(/<\/script>/gu)).toHaveLength(html.match(/<script\b/gu)?.length ?? 0);
  });

  it('leaves other pages, unknown products and other addresses to the browser', async () => {
    for (const url of ['/fr/faq', '/fr/cosmetique/9999-inconnu', '/fr/mon-compte']) {
      const html = (await ctx.app.inject(url)).body;
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('first-screen-state');
    }
  });
});

describe('a page the server cannot draw', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createSeoTestApp({ [SERVER_RENDERER_FILE]: FAILING_RENDERER });
  });
  afterAll(() => ctx.close());

  it('is sent for the browser to draw, with its head and its catalogue preload', async () => {
    const response = await ctx.app.inject('/fr/accueil');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toMatch(CATALOGUE_PRELOAD);
    expect(response.body).toContain('<link rel="canonical" href="https://shop.example/fr/accueil" />');
    expect(response.body).toContain('<script type="module" crossorigin src="/assets/index-abc.js">');
  });
});
