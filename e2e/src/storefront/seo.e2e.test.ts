import { describe, expect, it } from 'vitest';
import { useOwnShop } from '../own-shop.ts';

const shop = useOwnShop();

/** What a crawler or a share preview gets: the first HTML answer, read without running any JavaScript. */
describe('page heads over plain HTTP', () => {
  it('serves a product page with its canonical address and Product JSON-LD in the first HTML answer', async () => {
    const products = (await (await fetch(`${shop.baseURL}/api/produits`)).json()) as {
      datas: { id: number; slug: string; label: string }[];
    };
    const product = products.datas[0]!;
    const path = `/fr/cosmetique/${product.id}-${product.slug}`;

    const response = await fetch(`${shop.baseURL}${path}`, { redirect: 'manual' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));

    expect(html).toMatch(/<html lang="fr"/u);
    const canonical = /<link rel="canonical" href="([^"]+)"/u.exec(head)?.[1];
    expect(canonical).toMatch(new RegExp(`^https?://[^/]+${path}$`, 'u'));
    const jsonLd = [...head.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/gu)].map(
      ([, json]) => JSON.parse(json ?? '') as { '@type': string; name: string; offers: { price: string }[] },
    );
    const productLd = jsonLd.find((data) => data['@type'] === 'Product');
    expect(productLd?.name).toBe(product.label);
    expect(productLd?.offers[0]?.price).toMatch(/^\d+\.\d{2}$/u);
    // The page is still the app: drawn on the server, it names its entry module for after the picture.
    expect(html).toMatch(/<script defer src="\/first-screen\.js" data-entry="\/assets\/index-[\w-]+\.js"><\/script>/u);
  });

  it('redirects a product address without its slug, and serves robots.txt and the sitemap', async () => {
    const redirect = await fetch(`${shop.baseURL}/fr/cosmetique/1`, { redirect: 'manual' });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toMatch(/^\/fr\/cosmetique\/1-[a-z0-9-]+$/u);
    expect(await (await fetch(`${shop.baseURL}/robots.txt`)).text()).toContain('Sitemap: ');
    expect(await (await fetch(`${shop.baseURL}/sitemap.xml`)).text()).toContain('/en/cosmetique/1-');
  });
});
