import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletters } from '../../db/schema/index.ts';
import type { TestContext } from '../../test/test-app.ts';
import { confirmationDigest } from '../newsletter/newsletter-links.ts';
import { createSeoTestApp, decodeHtml, readHead } from './seo-test-helpers.ts';

const BRAND = 'Maison Orcaviar';
const CONFIRMATION_TOKEN = 'q3Vp0dW9dhJkX0w1bGx2ZQ';

describe('the pages of the links mailed to newsletter subscribers', () => {
  let ctx: TestContext;
  let unsubscribeToken: string;

  beforeAll(async () => {
    ctx = await createSeoTestApp();
    // A pending subscription (its link's token is mailed, its digest kept) and a confirmed one.
    await ctx.database.db
      .insert(newsletters)
      .values({ mail: 'en-attente@example.com', nom: 'Attente', jeton: confirmationDigest(CONFIRMATION_TOKEN) });
    const [subscriber] = await ctx.database.db
      .insert(newsletters)
      .values({ mail: 'abonne@example.com', nom: 'Abonné', confirme: sql`now()` })
      .returning({ desinscription: newsletters.desinscription });
    unsubscribeToken = subscriber!.desinscription;
  });
  afterAll(() => ctx.close());

  const get = (url: string) => ctx.app.inject({ url });

  it('answers 200 with the page’s own title, unindexed and unstored, for a link that leads somewhere', async () => {
    const cases = [
      [`/fr/newsletter/confirmation/${CONFIRMATION_TOKEN}`, 'Inscription aux nouvelles'],
      [`/en/newsletter/confirmation/${CONFIRMATION_TOKEN}`, 'News subscription'],
      [`/fr/newsletter/desinscription/${unsubscribeToken}`, 'Désinscription'],
      [`/de/newsletter/desinscription/${unsubscribeToken}`, 'Abbestellen'],
    ] as const;
    for (const [url, title] of cases) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(readHead(response.body).titles.map(decodeHtml), url).toEqual([`${title} – ${BRAND}`]);
      expect(response.headers['x-robots-tag'], url).toBe('noindex');
      expect(response.headers['cache-control'], url).toBe('no-store');
      expect(response.headers['referrer-policy'], url).toBe('no-referrer');
    }
  });

  it('answers a real 404 for an unknown, malformed or used link', async () => {
    const urls = [
      '/fr/newsletter/confirmation/jeton-inconnu',
      '/fr/newsletter/desinscription/6f1c2d3e-4a5b-4c6d-8e7f-0a1b2c3d4e5f',
      '/fr/newsletter/desinscription/pas-un-uuid',
      `/fr/newsletter/desinscription/${unsubscribeToken}/en-trop`,
    ];
    for (const url of urls) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(readHead(response.body).titles, url).toEqual([`Page introuvable – ${BRAND}`]);
    }

    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: '/api/newsletters/confirmation',
      payload: { jeton: CONFIRMATION_TOKEN },
    });
    expect(confirmed.statusCode).toBe(200);
    const used = await get(`/fr/newsletter/confirmation/${CONFIRMATION_TOKEN}`);
    expect(used.statusCode).toBe(404);
  });
});
