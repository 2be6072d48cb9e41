import { catalogueAddress, HomeResponseSchema, LOCALES, ProduitListSchema, type Locale } from '@boutique/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actualites, declinaisons, principesActifs, produits } from '../../db/schema/index.ts';
import type { TestContext } from '../../test/test-app.ts';
import { createSeoTestApp, decodeHtml, PUBLIC_URL, readHead } from './seo-test-helpers.ts';

const BRAND = 'Maison Orcaviar';

describe('the head of public pages in the first HTML answer', () => {
  let ctx: TestContext;
  let product: typeof produits.$inferSelect;
  let ingredient: typeof principesActifs.$inferSelect;
  let article: typeof actualites.$inferSelect;

  beforeAll(async () => {
    ctx = await createSeoTestApp();
    const { db } = ctx.database;
    [product] = (await db.select().from(produits).where(eq(produits.id, 1))) as [typeof product];
    [ingredient] = (await db.select().from(principesActifs).orderBy(asc(principesActifs.id)).limit(1)) as [
      typeof ingredient,
    ];
    [article] = (await db.select().from(actualites).orderBy(asc(actualites.id)).limit(1)) as [typeof article];
  });
  afterAll(() => ctx.close());

  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ url, headers });
  const translated = (row: { traductions: object }, locale: Locale, field: string) =>
    (row.traductions as Record<string, Record<string, string>>)[locale]?.[field];

  /** Checks what every public page carries: language, one title and description, canonical, 5 alternates, OpenGraph. */
  function expectPublicHead(html: string, locale: Locale, path: string, title: string) {
    const head = readHead(html);
    expect(head.lang).toBe(locale);
    expect(head.titles.map(decodeHtml)).toEqual([title]);
    expect(head.descriptions).toHaveLength(1);
    expect(head.descriptions[0]?.length).toBeGreaterThan(20);
    const canonical = `${PUBLIC_URL}/${locale}/${path}`;
    expect(head.canonical).toEqual([canonical]);
    expect(head.alternates).toEqual({
      ...Object.fromEntries(LOCALES.map((other) => [other, `${PUBLIC_URL}/${other}/${path}`])),
      'x-default': `${PUBLIC_URL}/fr/${path}`,
    });
    expect(head.meta('og:url')).toBe(canonical);
    expect(head.meta('og:site_name')).toBe(BRAND);
    expect(decodeHtml(head.meta('og:title'))).toBe(title.replace(` – ${BRAND}`, ''));
    expect(head.meta('og:description')).toBe(head.descriptions[0]);
    expect(head.meta('og:image')).toMatch(new RegExp(`^${PUBLIC_URL}/media/\\w+/\\d+/1280\\.jpg$`, 'u'));
    expect(head.meta('og:locale')).toBe({ fr: 'fr_FR', en: 'en_GB', es: 'es_ES', de: 'de_DE' }[locale]);
    expect(head.meta('twitter:card')).toBe('summary_large_image');
    expect(head.meta('robots')).toBeUndefined();
    return head;
  }

  /** Gets a page kept out of search engines (noindex in its header and in its head), checks its status; answers it and its head. */
  async function getUnindexed(url: string, status: number) {
    const response = await get(url);
    expect(response.statusCode, url).toBe(status);
    expect(response.headers['x-robots-tag'], url).toBe('noindex');
    const head = readHead(response.body);
    expect(head.meta('robots'), url).toBe('noindex');
    return { response, head };
  }

  it.each(['fr', 'en'] as const)('describes the home page and the house (%s)', async (locale) => {
    const response = await get(`/${locale}/accueil`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    const title = locale === 'fr' ? `Soins au caviar – ${BRAND}` : `Caviar skin care – ${BRAND}`;
    const head = expectPublicHead(response.body, locale, 'accueil', title);
    expect(head.meta('og:type')).toBe('website');
    expect(head.jsonLd).toEqual([
      expect.objectContaining({
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: BRAND,
        legalName: 'Maison Orcaviar SAS',
        url: `${PUBLIC_URL}/${locale}/accueil`,
        logo: `${PUBLIC_URL}/icons/icon-512.png`,
      }),
    ]);
    // The template's own title and description were replaced, not duplicated; the app still loads.
    expect(response.body).not.toContain('Soins au caviar.</title>');
    expect(response.body).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    // A browser without JavaScript is told why in the page's language.
    const noscript =
      locale === 'fr'
        ? 'Maison Orcaviar a besoin de JavaScript pour afficher toute la boutique et pour commander.'
        : 'Maison Orcaviar needs JavaScript to show the whole shop and to order.';
    expect(response.body.match(/<noscript>[^<]*<\/noscript>/gu)).toEqual([`<noscript>${noscript}</noscript>`]);
  });

  it('preloads the home hero picture (the LCP element) before the app asks /api/accueil for it', async () => {
    const { hero } = HomeResponseSchema.parse((await get('/api/accueil')).json());
    expect(hero.visuel_id).toEqual(expect.any(Number));
    const html = (await get('/fr/accueil')).body;
    const head = html.slice(0, html.indexOf('</head>'));
    const preloads = [...head.matchAll(/<link rel="preload" as="image"[^>]*>/gu)].map((match) => match[0]);
    expect(preloads).toHaveLength(1);
    const attribute = (name: string) =>
      decodeHtml(new RegExp(`\\s${name}="([^"]*)"`, 'u').exec(preloads[0] ?? '')?.[1]);
    // The same candidates and sizes as the page's <source type="image/webp">, so the same file is picked.
    expect(attribute('imagesrcset')).toBe(
      [640, 960, 1280].map((width) => `/media/visuel/${hero.visuel_id}/${width}.webp ${width}w`).join(', '),
    );
    expect(attribute('imagesizes')).toBe('(min-width: 84rem) 50rem, (min-width: 60em) 60vw, 100vw');
    expect(attribute('type')).toBe('image/webp');
    expect(attribute('fetchpriority')).toBe('high');
    // Each candidate exists, and pages without a first-screen picture preload none.
    expect((await get(`/media/visuel/${hero.visuel_id}/960.webp`)).statusCode).toBe(200);
    for (const other of ['/fr/faq', '/fr/conditions/retours']) {
      expect((await get(other)).body).not.toContain('rel="preload" as="image"');
    }
  });

  it.each(['/en/accueil', '/de/faq', '/es/mon-compte'])(
    'fetches the messages of the page’s language beside the app’s script (%s)',
    async (url) => {
      const html = (await get(url)).body;
      const locale = url.split('/')[1];
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toContain(`<link rel="preload" as="fetch" href="/api/translations/${locale}.json" crossorigin />`);
      expect(head.match(/\/api\/translations\//gu)).toHaveLength(1);
    },
  );

  it('preloads the product list of the page’s language at the address the app fetches', async () => {
    for (const [url, locale] of [
      [`/fr/cosmetique/1-${product.slug}`, 'fr'],
      [`/en/accueil`, 'en'],
      ['/de/faq', 'de'],
    ] as const) {
      const html = (await get(url)).body;
      const head = html.slice(0, html.indexOf('</head>'));
      // Exactly what the app's fetch asks (apps/web get-produits.ts), crossorigin like fetch()'s
      // default mode, so the browser hands the preloaded answer over instead of asking again.
      expect(head, url).toContain(`<link rel="preload" as="fetch" href="/api/produits?lang=${locale}" crossorigin />`);
      expect(catalogueAddress(locale)).toBe(`/api/produits?lang=${locale}`);
      expect(head.match(/\/api\/produits/gu), url).toHaveLength(1);
      const answer = await get(catalogueAddress(locale));
      expect(answer.statusCode).toBe(200);
      expect(ProduitListSchema.parse(answer.json()).datas.length).toBeGreaterThan(0);
    }
  });

  it('preloads a product page’s first gallery picture at the widths and sizes the gallery uses', async () => {
    const { datas } = ProduitListSchema.parse((await get('/api/produits')).json());
    const first = datas.find((item) => item.id === 1)?.visuels[0];
    expect(first).toBeDefined();
    const html = (await get(`/fr/cosmetique/1-${product.slug}`)).body;
    const preload = /<link rel="preload" as="image"[^>]*>/u.exec(html.slice(0, html.indexOf('</head>')))?.[0] ?? '';
    const kindAndId = first ? `visuel/${first.id}` : 'produit/1';
    expect(decodeHtml(/imagesrcset="([^"]*)"/u.exec(preload)?.[1])).toBe(
      [160, 320, 480, 640, 960, 1280].map((width) => `/media/${kindAndId}/${width}.webp ${width}w`).join(', '),
    );
    expect(decodeHtml(/imagesizes="([^"]*)"/u.exec(preload)?.[1])).toBe(
      '(min-width: 84rem) 44rem, (min-width: 60em) 52vw, 100vw',
    );
  });

  it.each(['fr', 'en'] as const)('describes a product with one offer per variant, priced TTC (%s)', async (locale) => {
    const path = `cosmetique/1-${product.slug}`;
    const response = await get(`/${locale}/${path}`);
    expect(response.statusCode).toBe(200);
    const label = locale === 'fr' ? product.label : translated(product, locale, 'label');
    expect(label).toBeTruthy();
    const head = expectPublicHead(response.body, locale, path, `${label} – ${BRAND}`);
    const description = locale === 'fr' ? product.meta_description : translated(product, locale, 'meta_description');
    expect(decodeHtml(head.descriptions[0])).toBe(description);
    expect(head.meta('og:type')).toBe('product');
    expect(head.meta('og:image')).toBe(`${PUBLIC_URL}/media/produit/1/1280.jpg`);

    const variants = await ctx.database.db
      .select()
      .from(declinaisons)
      .where(eq(declinaisons.produit_id, 1))
      .orderBy(asc(declinaisons.ordre));
    const [jsonLd] = head.jsonLd;
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: label,
      url: `${PUBLIC_URL}/${locale}/${path}`,
      image: [`${PUBLIC_URL}/media/produit/1/1280.jpg`],
      brand: { '@type': 'Brand', name: BRAND },
      sku: String(product.default_declinaison_id),
    });
    const offers = jsonLd?.offers as Record<string, unknown>[];
    expect(offers).toHaveLength(variants.length);
    expect(offers[0]).toMatchObject({
      '@type': 'Offer',
      sku: String(product.default_declinaison_id),
      price: '49.00',
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
      url: `${PUBLIC_URL}/${locale}/${path}`,
    });
    expect(offers.map((offer) => offer.price)).toEqual(['49.00', '39.00']);
    // No published review yet: no rating to claim.
    expect(jsonLd).not.toHaveProperty('aggregateRating');
  });

  it('gives a product with published reviews their AggregateRating (demo product 3: 5, 4 and 5)', async () => {
    const [row] = await ctx.database.db.select().from(produits).where(eq(produits.id, 3));
    const head = readHead((await get(`/fr/cosmetique/3-${row?.slug}`)).body);
    expect(head.jsonLd[0]).toMatchObject({
      '@type': 'Product',
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: '4.7',
        reviewCount: 3,
        bestRating: '5',
        worstRating: '1',
      },
    });
  });

  it('gives each variant the availability of its stock: sold out, back on a date, untracked', async () => {
    const offersOf = async (id: number) => {
      const [row] = await ctx.database.db.select().from(produits).where(eq(produits.id, id));
      const head = readHead((await get(`/fr/cosmetique/${id}-${row?.slug}`)).body);
      return head.jsonLd[0]?.offers as Record<string, unknown>[];
    };
    // Product 2: 35 € variant sold out, no restock.
    expect((await offersOf(2))[1]).toMatchObject({ price: '35.00', availability: 'https://schema.org/OutOfStock' });
    // Product 3: 119 € variant sold out, restock expected on 2027-01-15.
    expect((await offersOf(3))[2]).toMatchObject({
      price: '119.00',
      availability: 'https://schema.org/PreOrder',
      availabilityStarts: '2027-01-15',
    });
    // Product 6: 72 € variant whose stock is not tracked, which the shop does not sell.
    expect((await offersOf(6))[1]).toMatchObject({ price: '72.00', availability: 'https://schema.org/OutOfStock' });
  });

  it.each(['fr', 'en'] as const)('describes an active ingredient (%s)', async (locale) => {
    const path = `principe-actif/${ingredient.id}-${ingredient.slug}`;
    const response = await get(`/${locale}/${path}`);
    expect(response.statusCode).toBe(200);
    const label = locale === 'fr' ? ingredient.label : translated(ingredient, locale, 'label');
    const head = expectPublicHead(response.body, locale, path, `${label} – ${BRAND}`);
    expect(head.meta('og:image')).toBe(`${PUBLIC_URL}/media/visuel/${ingredient.visuel_id}/1280.jpg`);
  });

  it.each(['fr', 'en'] as const)('describes a news article as an Article (%s)', async (locale) => {
    const path = `${article.id}-${article.slug}`;
    const response = await get(`/${locale}/${path}`);
    expect(response.statusCode).toBe(200);
    const label = locale === 'fr' ? article.label : translated(article, locale, 'label');
    const head = expectPublicHead(response.body, locale, path, `${label} – ${BRAND}`);
    expect(head.meta('og:type')).toBe('article');
    expect(head.jsonLd[0]).toMatchObject({
      '@type': 'Article',
      headline: label,
      datePublished: article.publie_le,
      image: [`${PUBLIC_URL}/media/actu/${article.id}/1280.jpg`],
      mainEntityOfPage: `${PUBLIC_URL}/${locale}/${path}`,
    });
  });

  it.each(['fr', 'en'] as const)('lists the visible FAQ entries as a FAQPage (%s)', async (locale) => {
    const response = await get(`/${locale}/faq`);
    const title = locale === 'fr' ? `Questions fréquentes – ${BRAND}` : `Frequently asked questions – ${BRAND}`;
    const head = expectPublicHead(response.body, locale, 'faq', title);
    const [faqPage] = head.jsonLd;
    expect(faqPage?.['@type']).toBe('FAQPage');
    const questions = faqPage?.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
    expect(questions.length).toBeGreaterThan(5);
    expect(questions[0]?.name).toBe(
      locale === 'fr' ? 'Quels sont les délais de livraison ?' : 'How long does delivery take?',
    );
    expect(questions.every((question) => question.acceptedAnswer.text.length > 0)).toBe(true);
    // The hidden category holds staff notes.
    expect(questions.some((question) => question.name === 'Gestes commerciaux')).toBe(false);
  });

  it.each(['fr', 'en'] as const)('titles the contact and terms pages in their language (%s)', async (locale) => {
    const pages = {
      contact: { fr: 'Nous contacter', en: 'Contact us' },
      conditions: { fr: 'Conditions générales', en: 'Terms and conditions' },
      'conditions/mentions-legales': { fr: 'Mentions légales', en: 'Legal notice' },
      'conditions/generales-vente': { fr: 'Conditions générales de vente', en: 'Terms of sale' },
      'conditions/cookies': { fr: 'Cookies', en: 'Cookies' },
    };
    for (const [path, titles] of Object.entries(pages)) {
      const response = await get(`/${locale}/${path}`);
      expect(response.statusCode, path).toBe(200);
      expectPublicHead(response.body, locale, path, `${titles[locale]} – ${BRAND}`);
    }
    // A contact form about one order is the contact page for search engines.
    const aboutAnOrder = readHead((await get(`/${locale}/contact/AB12CD?subject=retour`)).body);
    expect(aboutAnOrder.canonical).toEqual([`${PUBLIC_URL}/${locale}/contact`]);
  });

  it('builds absolute addresses from PUBLIC_URL, never from the Host header', async () => {
    const response = await get('/fr/accueil', { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    expect(response.body).not.toContain('evil.example');
    expect(readHead(response.body).canonical).toEqual([`${PUBLIC_URL}/fr/accueil`]);
  });

  it('redirects a wrong or missing slug permanently to the canonical address, keeping the query', async () => {
    const cases = [
      [`/fr/cosmetique/1`, `/fr/cosmetique/1-${product.slug}`],
      [`/en/cosmetique/1-old-name?utm_source=mail`, `/en/cosmetique/1-${product.slug}?utm_source=mail`],
      [`/fr/cosmetique/01-${product.slug}`, `/fr/cosmetique/1-${product.slug}`],
      [`/de/principe-actif/${ingredient.id}`, `/de/principe-actif/${ingredient.id}-${ingredient.slug}`],
      [`/fr/${article.id}-ancien-titre`, `/fr/${article.id}-${article.slug}`],
      ['/es/produits', '/es/accueil'],
    ];
    for (const [from, to] of cases) {
      const response = await get(from!);
      expect(response.statusCode, from).toBe(301);
      expect(response.headers.location, from).toBe(to);
    }
  });

  it('answers 404 with noindex for unknown or offline items and unknown pages, with the app page', async () => {
    const urls = [
      '/fr/cosmetique/999999-introuvable',
      '/en/cosmetique/pas-un-id',
      '/fr/principe-actif/999999',
      '/fr/999999-article',
      '/fr/page-inconnue',
      '/en/conditions/inconnue',
      '/fr/accueil/en-trop',
    ];
    for (const url of urls) {
      const { response, head } = await getUnindexed(url, 404);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(head.canonical, url).toEqual([]);
      expect(response.body, url).toContain('<div id="root"></div>');
    }
    expect(readHead((await get('/en/page-inconnue')).body).titles).toEqual([`Page not found – ${BRAND}`]);

    await ctx.database.db.update(produits).set({ offline: true }).where(eq(produits.id, 2));
    ctx.app.catalogue.invalidate();
    const [offline] = await ctx.database.db.select().from(produits).where(eq(produits.id, 2));
    expect((await get(`/fr/cosmetique/2-${offline?.slug}`)).statusCode).toBe(404);
    await ctx.database.db.update(produits).set({ offline: false }).where(eq(produits.id, 2));
    ctx.app.catalogue.invalidate();
    expect((await get(`/fr/cosmetique/2-${offline?.slug}`)).statusCode).toBe(200);
  });

  it('keeps the customer, admin, sign-in and checkout areas out of search engines', async () => {
    const urls = [
      '/fr/mon-compte',
      '/fr/mon-compte/commandes/abc123',
      '/en/ad/dash',
      '/fr/sign',
      '/fr/sign/password/code/x',
      '/fr/checkout',
      '/de/checkout-reprise/abc',
      '/fr/checkout-confirmation/abc',
    ];
    for (const url of urls) {
      const { head } = await getUnindexed(url, 200);
      expect(head.titles, url).toEqual([BRAND]);
      expect(head.canonical, url).toEqual([]);
      expect(head.jsonLd, url).toEqual([]);
      expect(head.meta('og:title'), url).toBeUndefined();
    }
  });

  it('sends payment pages with no referrer and nothing stored', async () => {
    for (const url of ['/fr/paiement', '/fr/paiement/3f2a9c0d1e']) {
      const { response, head } = await getUnindexed(url, 200);
      expect(response.headers['referrer-policy'], url).toBe('no-referrer');
      expect(response.headers['cache-control'], url).toBe('no-store');
      expect(head.titles, url).toEqual([BRAND]);
    }
  });

  it('marks the error page noindex but still gives it its head', async () => {
    const { head } = await getUnindexed('/fr/erreur', 200);
    expect(head.canonical).toEqual([`${PUBLIC_URL}/fr/erreur`]);
  });
});
