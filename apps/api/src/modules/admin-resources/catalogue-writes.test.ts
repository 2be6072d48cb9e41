import { ProduitListSchema } from '@boutique/domain';
import { isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faqs, produits } from '../../db/schema/index.ts';
import { bearer, signUpStaff } from '../../security/security-fixtures.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

describe('admin writes to the catalogue resources', () => {
  let ctx: TestContext;
  let admin: { token: string };
  const products = async () => ProduitListSchema.parse((await ctx.app.inject('/api/produits')).json()).datas;
  const edit = (url: string, payload: object) =>
    ctx.app.inject({ method: 'PUT', url, payload, headers: bearer(admin.token) });
  const read = async (url: string) =>
    (await ctx.app.inject({ url, headers: bearer(admin.token) })).json().data as Record<string, unknown>;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await signUpStaff(ctx, ['user', 'admin']);
  }, 60_000);
  afterAll(() => ctx.close());

  it('shows a product’s new price on the storefront’s cached list at once', async () => {
    const [product] = await products();
    const current = await read(`/api/produits/${product!.id}`);
    const response = await edit(`/api/produits/${product!.id}`, { ...current, prix_ht: product!.prix_ht + 100 });
    expect(response.statusCode, response.body).toBe(200);
    const after = (await products()).find(({ id }) => id === product!.id);
    expect(after!.prix_ht).toBe(product!.prix_ht + 100);
  });

  it('shows a renamed tag on the products carrying it at once', async () => {
    const product = (await products()).find(({ produits_tags }) => produits_tags.length > 0)!;
    const tag = product.produits_tags[0]!.tag;
    const current = await read(`/api/tags/${tag.id}`);
    const response = await edit(`/api/tags/${tag.id}`, { ...current, label: 'Nouveau nom' });
    expect(response.statusCode, response.body).toBe(200);
    const after = (await products()).find(({ id }) => id === product.id)!;
    expect(after.produits_tags.map(({ tag: { label } }) => label)).toContain('Nouveau nom');
  });

  it('takes two products offline in one bulk edit, and the storefront drops them', async () => {
    const [first, second] = await products();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/produits/editall',
      payload: { ids: [first!.id, second!.id], datas: { offline: true } },
      headers: bearer(admin.token),
    });
    expect(response.json().results.every(({ done }: { done: boolean }) => done)).toBe(true);
    const ids = (await products()).map(({ id }) => id);
    expect(ids).not.toContain(first!.id);
    expect(ids).not.toContain(second!.id);
  });

  it('filters products by range and FAQ entries by product and by category, on the demo catalogue', async () => {
    const page = async (url: string) => (await ctx.app.inject({ url, headers: bearer(admin.token) })).json();
    const { db } = ctx.database;
    const [ranged] = await db.select().from(produits).where(isNotNull(produits.gamme_id)).limit(1);
    const byRange = await page(`/api/produits/paginator?gamme=${ranged!.gamme_id}&limit=200`);
    expect(byRange.datas.length).toBeGreaterThan(0);
    expect(byRange.datas.every(({ gamme_id }: { gamme_id: number }) => gamme_id === ranged!.gamme_id)).toBe(true);
    const [section] = await db.select().from(faqs).where(isNotNull(faqs.produit_id)).limit(1);
    const byProduct = await page(`/api/faqs/paginator?produit=${section!.produit_id}&limit=200`);
    expect(byProduct.datas.map(({ id }: { id: number }) => id)).toContain(section!.id);
    expect(byProduct.datas.every(({ produit_id }: { produit_id: number }) => produit_id === section!.produit_id)).toBe(
      true,
    );
    const [entry] = await db.select().from(faqs).where(isNotNull(faqs.categorie_id)).limit(1);
    const byCategory = await page(`/api/faqs/paginator?categorie=${entry!.categorie_id}&limit=200`);
    expect(byCategory.datas.map(({ id }: { id: number }) => id)).toContain(entry!.id);
    expect(byCategory.total).toBeLessThan((await page('/api/faqs/paginator?limit=1')).total);
  });
});
