import { ProduitListSchema } from '@boutique/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
