import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { avis, commandesDeclinaisons, declinaisons, produits } from '../../db/schema/index.ts';
import { bearer, signUpStaff } from '../../security/security-fixtures.ts';
import type { TestContext } from '../../test/test-app.ts';
import { insertPaidOrder, signUpCustomer } from '../invoices/order-fixtures.ts';
import { createSeoTestApp, readHead } from '../seo/seo-test-helpers.ts';
import { reviewMailKey } from './review-mail.ts';
import { queuedUnder } from '../../test/outbox.ts';

/** Product 1 has no review in the demo; products 3, 5 and 6 have published ones. */
const PRODUCT = 1;

describe('product reviews', () => {
  let ctx: TestContext;
  let admin: { token: string; id: number };
  const review = { produit_id: PRODUCT, note: 5, titre: 'Une merveille', texte: 'Ma peau est douce et lumineuse.' };

  const submit = (token: string | null, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/avis',
      payload,
      headers: { ...headers, ...(token ? bearer(token) : {}) },
    });
  const published = async (produitId = PRODUCT, query = '') =>
    (await ctx.app.inject({ url: `/api/avis/produit/${produitId}${query}` })).json();
  const own = async (token: string, produitId = PRODUCT) =>
    (await ctx.app.inject({ url: `/api/avis/produit/${produitId}/me`, headers: bearer(token) })).json().data;
  const moderate = async (id: number, statut: string) => {
    const [row] = await ctx.database.db.select().from(avis).where(eq(avis.id, id));
    return ctx.app.inject({
      method: 'PUT',
      url: `/api/avis/${id}`,
      payload: { statut, version: row!.version },
      headers: bearer(admin.token),
    });
  };
  const reviewOf = async (userId: number) =>
    (await ctx.database.db.select().from(avis).where(eq(avis.user_id, userId)))[0]!;

  /** A customer with an order of the product in that status (paid by default). */
  async function customerWhoOrdered(
    produitId = PRODUCT,
    statut: 'payee' | 'expediee' | 'remboursee' | 'reservee' = 'payee',
  ) {
    const customer = await signUpCustomer(ctx);
    const order = await insertPaidOrder(ctx.database.db, customer.userId, { statut });
    const [variant] = await ctx.database.db
      .select()
      .from(declinaisons)
      .where(eq(declinaisons.produit_id, produitId))
      .orderBy(asc(declinaisons.id))
      .limit(1);
    await ctx.database.db
      .update(commandesDeclinaisons)
      .set({ declinaison_id: variant!.id })
      .where(eq(commandesDeclinaisons.commande_id, order.id));
    return customer;
  }

  beforeAll(async () => {
    ctx = await createSeoTestApp();
    admin = await signUpStaff(ctx, ['user', 'admin']);
  }, 60_000);
  afterAll(() => ctx.close());

  it('asks for a session, then refuses a customer who has not bought the product', async () => {
    expect((await submit(null, review)).statusCode).toBe(401);
    const customer = await customerWhoOrdered(2);
    const refused = await submit(customer.token, review);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 403,
      message: 'Seuls les clients qui ont acheté ce soin peuvent donner leur avis.',
    });
    expect(await own(customer.token)).toEqual({ achete: false, peut_donner_avis: false, avis: null });
    expect(await ctx.database.db.select().from(avis).where(eq(avis.user_id, customer.userId))).toEqual([]);
  });

  it('counts only paid orders the shop keeps: not a reserved or a refunded one', async () => {
    for (const statut of ['reservee', 'remboursee'] as const) {
      const customer = await customerWhoOrdered(PRODUCT, statut);
      expect((await submit(customer.token, review)).statusCode, statut).toBe(403);
    }
    const shipped = await customerWhoOrdered(PRODUCT, 'expediee');
    expect((await submit(shipped.token, review)).statusCode).toBe(200);
  });

  it('takes the review of a customer who bought it, pending, in the language of the request', async () => {
    const customer = await customerWhoOrdered();
    expect(await own(customer.token)).toEqual({ achete: true, peut_donner_avis: true, avis: null });
    const response = await submit(customer.token, review, { language: 'en' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      code: 200,
      message: expect.stringContaining('Merci'),
      data: { note: 5, titre: 'Une merveille', statut: 'en_attente' },
    });
    expect(await reviewOf(customer.userId)).toMatchObject({
      produit_id: PRODUCT,
      auteur: expect.stringMatching(/^Camille C\.$/u),
      langue: 'en',
      statut: 'en_attente',
      modere: null,
    });
    // Pending: not shown to shoppers yet.
    expect((await published()).datas.map((row: { texte: string }) => row.texte)).not.toContain(review.texte);
  });

  it('answers 400 with field errors on bad input, never storing it', async () => {
    const customer = await customerWhoOrdered();
    const response = await submit(customer.token, {
      produit_id: PRODUCT,
      note: 6,
      texte: 'Court',
      titre: 'x'.repeat(121),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 400,
      message: expect.any(String),
      errors: {
        note: ['Choisissez une note de 1 à 5 étoiles.'],
        texte: ['Votre avis doit contenir au moins 10 caractères.'],
        titre: ['Titre trop long.'],
      },
    });
    expect((await submit(customer.token, { produit_id: 'x', note: 3, texte: 'Assez long texte' })).statusCode).toBe(
      400,
    );
    expect(await ctx.database.db.select().from(avis).where(eq(avis.user_id, customer.userId))).toEqual([]);
  });

  it('replaces a pending review on a new submission, and refuses one once it is published', async () => {
    const customer = await customerWhoOrdered();
    await submit(customer.token, review);
    const second = await submit(customer.token, { ...review, note: 3, texte: 'Finalement, un peu trop riche.' });
    expect(second.statusCode).toBe(200);
    const rows = await ctx.database.db.select().from(avis).where(eq(avis.user_id, customer.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ note: 3, texte: 'Finalement, un peu trop riche.', statut: 'en_attente' });
    expect((await own(customer.token)).avis).toMatchObject({ note: 3, statut: 'en_attente' });

    expect((await moderate(rows[0]!.id, 'publie')).statusCode).toBe(200);
    const third = await submit(customer.token, review);
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toMatch(/déjà donné votre avis/u);
    expect(await own(customer.token)).toMatchObject({
      achete: true,
      peut_donner_avis: false,
      avis: { statut: 'publie' },
    });
    expect(await reviewOf(customer.userId)).toMatchObject({ note: 3, statut: 'publie' });
  });

  it('mails the shop once about a review to moderate, with a link to it', async () => {
    const customer = await customerWhoOrdered();
    await submit(customer.token, review);
    await submit(customer.token, { ...review, texte: 'Retouché avant la modération.' });
    const { id } = await reviewOf(customer.userId);
    const mails = await queuedUnder(ctx, reviewMailKey(id));
    expect(mails).toHaveLength(1);
    const [product] = await ctx.database.db.select().from(produits).where(eq(produits.id, PRODUCT));
    expect(mails[0]!.sujet).toBe(`Avis à modérer sur « ${product!.label} » (5/5)`);
    expect(mails[0]!.texte).toContain('Ma peau est douce et lumineuse.');
    expect(mails[0]!.texte).toMatch(new RegExp(`/fr/ad/avis/${id}$`, 'u'));
  });

  it('publishes and refuses through the back office, stamping who did it, and shows the average', async () => {
    const [before] = [await published(4)];
    expect(before).toMatchObject({ code: 200, datas: [], total: 0, resume: { moyenne: null, total: 0 } });
    const notes = [5, 4, 4, 2];
    const ids: number[] = [];
    for (const note of notes) {
      const customer = await customerWhoOrdered(4);
      expect(
        (await submit(customer.token, { ...review, produit_id: 4, note, texte: `Avis noté ${note} sur 5.` }))
          .statusCode,
      ).toBe(200);
      ids.push((await reviewOf(customer.userId)).id);
    }
    for (const id of ids.slice(0, 3)) expect((await moderate(id, 'publie')).statusCode).toBe(200);
    const refused = await moderate(ids[3]!, 'refuse');
    expect(refused.json().data).toMatchObject({
      statut: 'refuse',
      moderateur_id: admin.id,
      modere: expect.any(String),
    });

    const page = await published(4);
    expect(page).toMatchObject({ total: 3, page: 1, limit: 10, resume: { moyenne: 4.3, total: 3 } });
    // Newest first; the refused one is not there.
    expect(page.datas.map((row: { note: number }) => row.note)).toEqual([4, 4, 5]);
    expect(page.datas[0]).toEqual({
      id: ids[2],
      note: 4,
      titre: review.titre,
      texte: 'Avis noté 4 sur 5.',
      langue: 'fr',
      auteur: expect.any(String),
      created: expect.any(String),
    });
    const second = await published(4, '?page=2&limit=2');
    expect(second).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(second.datas.map((row: { id: number }) => row.id)).toEqual([ids[0]]);
    expect((await ctx.app.inject({ url: '/api/avis/produit/4?limit=500' })).statusCode).toBe(400);

    // Back to pending: gone from the page and the average.
    expect((await moderate(ids[0]!, 'en_attente')).statusCode).toBe(200);
    expect((await published(4)).resume).toEqual({ moyenne: 4, total: 2 });
  });

  it('moderates several reviews at once from the list', async () => {
    const ids: number[] = [];
    for (const note of [3, 5]) {
      const customer = await customerWhoOrdered(7);
      await submit(customer.token, { ...review, produit_id: 7, note });
      ids.push((await reviewOf(customer.userId)).id);
    }
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/avis/editall',
      payload: { ids, datas: { statut: 'publie' } },
      headers: bearer(admin.token),
    });
    expect(response.json().results).toEqual(ids.map((id) => ({ id, done: true })));
    expect((await published(7)).resume).toEqual({ moyenne: 4, total: 2 });
  });

  it('keeps the moderation to staff', async () => {
    const customer = await customerWhoOrdered();
    await submit(customer.token, review);
    const { id } = await reviewOf(customer.userId);
    const put = await ctx.app.inject({
      method: 'PUT',
      url: `/api/avis/${id}`,
      payload: { statut: 'publie', version: 1 },
      headers: bearer(customer.token),
    });
    expect(put.statusCode).toBe(403);
    expect((await ctx.app.inject({ url: '/api/avis/paginator', headers: bearer(customer.token) })).statusCode).toBe(
      403,
    );
    expect((await reviewOf(customer.userId)).statut).toBe('en_attente');
  });

  it('adds the AggregateRating to the product page head once a review is published, and follows moderation', async () => {
    const [product] = await ctx.database.db.select().from(produits).where(eq(produits.id, 8));
    const head = async () => readHead((await ctx.app.inject({ url: `/fr/cosmetique/8-${product!.slug}` })).body);
    const productLd = async () => (await head()).jsonLd.find((entry) => entry['@type'] === 'Product')!;
    expect(await productLd()).not.toHaveProperty('aggregateRating');

    const customer = await customerWhoOrdered(8);
    await submit(customer.token, { ...review, produit_id: 8, note: 4 });
    // Pending reviews do not count.
    expect(await productLd()).not.toHaveProperty('aggregateRating');
    const { id } = await reviewOf(customer.userId);
    await moderate(id, 'publie');
    expect((await productLd()).aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: '4.0',
      reviewCount: 1,
      bestRating: '5',
      worstRating: '1',
    });
    await moderate(id, 'refuse');
    expect(await productLd()).not.toHaveProperty('aggregateRating');
  });

  it('answers the demo reviews of a product with their average', async () => {
    const page = await published(3);
    expect(page).toMatchObject({ total: 3, resume: { moyenne: 4.7, total: 3 } });
    expect(page.datas.map((row: { langue: string }) => row.langue)).toEqual(['fr', 'fr', 'en']);
  });

  it('puts the reviews in the account export and deletes them with the account', async () => {
    const customer = await customerWhoOrdered(9);
    await submit(customer.token, { ...review, produit_id: 9 });
    await moderate((await reviewOf(customer.userId)).id, 'publie');
    expect((await published(9)).resume.total).toBe(1);
    const exported = await ctx.app.inject({ url: '/api/users/me/export', headers: bearer(customer.token) });
    expect(exported.json().data.avis).toEqual([expect.objectContaining({ produit_id: 9, note: 5, statut: 'publie' })]);
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      payload: { password: 'facture-et-colis-2026' },
      headers: bearer(customer.token),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await ctx.database.db.select().from(avis).where(eq(avis.user_id, customer.userId))).toEqual([]);
    expect((await published(9)).resume).toEqual({ moyenne: null, total: 0 });
  });
});
