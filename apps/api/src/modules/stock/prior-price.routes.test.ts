import { randomUUID } from 'node:crypto';
import { BasketUpdateResultSchema, calculateTtcCents, ProduitListSchema, type Declinaison } from '@boutique/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historiquePrix } from '../../db/schema/index.ts';
import { bearer, signUpStaff } from '../../security/security-fixtures.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

describe('the prior price beside a reduction (Omnibus)', () => {
  let ctx: TestContext;
  let admin: { token: string };
  const variants = async () =>
    ProduitListSchema.parse((await ctx.app.inject('/api/produits')).json()).datas.flatMap(
      ({ declinaisons }) => declinaisons,
    );
  const variantOnList = async (id: number) => (await variants()).find((variant) => variant.id === id)!;
  /** Sets a variant's price (HT) and struck price (HT, or null) through the back office. */
  const setPrices = async (id: number, prixHt: number, initialHt: number | null) => {
    const current = (await ctx.app.inject({ url: `/api/variantes/${id}`, headers: bearer(admin.token) })).json().data;
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/variantes/${id}`,
      headers: bearer(admin.token),
      payload: {
        ...current,
        prix_ht: prixHt,
        prix_ttc: calculateTtcCents(prixHt),
        prix_initial_ht: initialHt,
        prix_initial_ttc: initialHt === null ? null : calculateTtcCents(initialHt),
      },
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const historyOf = (id: number) =>
    ctx.database.db
      .select()
      .from(historiquePrix)
      .where(eq(historiquePrix.declinaison_id, id))
      .orderBy(asc(historiquePrix.created), asc(historiquePrix.id));

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await signUpStaff(ctx, ['user', 'admin']);
  }, 60_000);
  afterAll(() => ctx.close());

  it('answers the demo’s sales with the price they had before the reduction', async () => {
    const onSale = (await variants()).filter((variant) => variant.prix_initial_ttc !== null);
    expect(onSale.length).toBeGreaterThan(0);
    for (const variant of onSale) {
      expect(variant.prix_anterieur_ttc).toBe(variant.prix_initial_ttc);
      expect(variant.prix_anterieur_ht).toBe(variant.prix_initial_ht);
    }
  });

  it('carries the prior price on a basket line of a variant on sale', async () => {
    const variant = (await variants()).find(
      (candidate) => candidate.prix_anterieur_ttc !== null && (candidate.stock?.total ?? 0) > 0,
    )!;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/paniers/qtt',
      payload: { panier: randomUUID(), declinaison: variant.id, qtt: 1 },
    });
    const [line] = BasketUpdateResultSchema.parse(response.json()).panier.lignes;
    expect(line!.declinaison).toMatchObject({
      prix_anterieur_ht: variant.prix_anterieur_ht,
      prix_anterieur_ttc: variant.prix_anterieur_ttc,
    });
  });

  it('refers a reduction to the lowest price of the last 30 days, not to a price raised just before', async () => {
    const variant: Declinaison = (await variants()).find((candidate) => candidate.prix_initial_ttc === null)!;
    expect(variant.prix_anterieur_ttc).toBeNull();
    const raisedHt = variant.prix_ht + 1_000;

    await setPrices(variant.id, raisedHt, null);
    expect((await variantOnList(variant.id)).prix_anterieur_ttc).toBeNull();

    await setPrices(variant.id, variant.prix_ht - 500, raisedHt);
    const onSale = await variantOnList(variant.id);
    expect(onSale.prix_initial_ttc).toBe(calculateTtcCents(raisedHt));
    expect(onSale.prix_anterieur_ht).toBe(variant.prix_ht);
    expect(onSale.prix_anterieur_ttc).toBe(variant.prix_ttc);

    // A deeper step of the same sale keeps the price before its first step.
    await setPrices(variant.id, variant.prix_ht - 800, raisedHt);
    expect((await variantOnList(variant.id)).prix_anterieur_ttc).toBe(variant.prix_ttc);

    await setPrices(variant.id, raisedHt, null);
    expect((await variantOnList(variant.id)).prix_anterieur_ttc).toBeNull();

    const history = await historyOf(variant.id);
    expect(history.map(({ prix_ttc, prix_initial_ttc }) => [prix_ttc, prix_initial_ttc])).toEqual([
      [variant.prix_ttc, null],
      [calculateTtcCents(raisedHt), null],
      [calculateTtcCents(variant.prix_ht - 500), calculateTtcCents(raisedHt)],
      [calculateTtcCents(variant.prix_ht - 800), calculateTtcCents(raisedHt)],
      [calculateTtcCents(raisedHt), null],
    ]);
    expect(history.slice(1).every(({ user_id }) => user_id !== null)).toBe(true);
  });

  it('records nothing when an edit leaves the prices as they were', async () => {
    const [variant] = await variants();
    const before = (await historyOf(variant!.id)).length;
    const current = (
      await ctx.app.inject({ url: `/api/variantes/${variant!.id}`, headers: bearer(admin.token) })
    ).json().data;
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/variantes/${variant!.id}`,
      headers: bearer(admin.token),
      payload: { ...current, label: `${current.label} bis` },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await historyOf(variant!.id)).toHaveLength(before);
  });
});
