import { calculateTtcCents, ProduitListSchema } from '@boutique/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUpStaff } from '../../security/security-fixtures.ts';
import { resolveSigningKey, SIGNING_KEY_CONFIGURATION } from '../invoices/signing-key.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

/** The product editor's rules through the generic routes: typed settings, VAT pairs, links. */
describe('admin editor rules', () => {
  let ctx: TestContext;
  let admin: { token: string };
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: bearer(admin.token) });
  const read = async (url: string) => (await call('GET', url)).json().data as Record<string, unknown>;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await signUpStaff(ctx, ['user', 'admin']);
  }, 60_000);
  afterAll(() => ctx.close());

  it('refuses a known setting of the wrong type with the field’s error, and keeps unknown keys as text', async () => {
    const franco = await read('/api/configurations/livraison.franco_cents');
    const refused = await call('PUT', '/api/configurations/livraison.franco_cents', { ...franco, valeur: '90,00' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 400, errors: { valeur: [expect.any(String)] } });
    const rate = await call('POST', '/api/configurations', { cle: 'ambassadeur.remise_bps', valeur: '12000' });
    expect(rate.statusCode).toBe(400);
    const saved = await call('PUT', '/api/configurations/livraison.franco_cents', { ...franco, valeur: '7500' });
    expect(saved.json().data).toMatchObject({ valeur: '7500' });
    const free = await call('POST', '/api/configurations', { cle: 'essai.note', valeur: 'texte libre' });
    expect(free.statusCode, free.body).toBe(201);
  });

  it('keeps the server’s own signing key out of the settings screen: not listed, read, written or made', async () => {
    // An invoice link makes the server generate its key, as a real shop does.
    const key = SIGNING_KEY_CONFIGURATION;
    await resolveSigningKey(ctx.database.db, undefined);
    const listed = await call('GET', '/api/configurations/paginator?limit=200');
    expect(listed.json().datas.map((row: { cle: string }) => row.cle)).not.toContain(key);
    expect((await call('GET', `/api/configurations?q=secret`)).json().datas).toEqual([]);
    expect((await call('GET', `/api/configurations/${key}`)).statusCode).toBe(404);
    expect(
      (await call('PUT', `/api/configurations/${key}`, { cle: key, valeur: 'choisie', version: 1 })).statusCode,
    ).toBe(404);
    const made = await call('POST', '/api/configurations', { cle: 'secret.autre', valeur: 'x' });
    expect(made.statusCode).toBe(400);
    expect(made.json().errors).toEqual({ cle: ['Cette clé est réservée au serveur.'] });
  });

  it('checks a variant’s HT/TTC pair on the row a partial edit leaves', async () => {
    const [variant] = (await call('GET', '/api/variantes?produit=1')).json().datas as Record<string, unknown>[];
    const mismatched = await call('PUT', `/api/variantes/${variant!.id}`, {
      ...variant,
      prix_ht: 1_000,
      prix_ttc: 1_000,
    });
    expect(mismatched.statusCode).toBe(400);
    expect(mismatched.json().errors).toHaveProperty('prix_ttc');
    // A bulk change of HT alone would break the pair: refused row by row.
    const bulk = await call('POST', '/api/variantes/editall', { ids: [variant!.id], datas: { prix_ht: 1 } });
    expect(bulk.json().results).toEqual([expect.objectContaining({ done: false, errors: expect.any(Object) })]);
    const ttcFirst = await call('PUT', `/api/variantes/${variant!.id}`, {
      ...variant,
      prix_ht: 4_083,
      prix_ttc: 4_900,
    });
    expect(ttcFirst.statusCode, ttcFirst.body).toBe(200);
    const list = ProduitListSchema.parse((await ctx.app.inject('/api/produits')).json()).datas;
    const shown = list.flatMap((product) => product.declinaisons).find((entry) => entry.id === variant!.id);
    expect(shown).toMatchObject({ prix_ht: 4_083, prix_ttc: 4_900 });
    expect(calculateTtcCents(4_083)).toBe(4_900);
  });

  it('keeps a variant’s net content whole, and shows its unit price’s basis on the storefront', async () => {
    const [variant] = (await call('GET', '/api/variantes?produit=1')).json().datas as Record<string, unknown>[];
    const halfDeclared = await call('PUT', `/api/variantes/${variant!.id}`, {
      ...variant,
      contenance: 75,
      unite: null,
    });
    expect(halfDeclared.statusCode).toBe(400);
    expect(halfDeclared.json().errors).toHaveProperty('unite');
    const declared = await call('PUT', `/api/variantes/${variant!.id}`, { ...variant, contenance: 75, unite: 'ml' });
    expect(declared.statusCode, declared.body).toBe(200);
    const list = ProduitListSchema.parse((await ctx.app.inject('/api/produits')).json()).datas;
    const shown = list.flatMap((product) => product.declinaisons).find((entry) => entry.id === variant!.id);
    expect(shown).toMatchObject({ contenance: 75, unite: 'ml' });
  });

  it('replaces a product’s tags, associated products and ingredients, logging them in its history', async () => {
    const product = await read('/api/produits/2');
    const tags = (await call('GET', '/api/tags')).json().datas as { id: number }[];
    const change = { tag_ids: [tags[0]!.id, tags[1]!.id, tags[0]!.id], associe_ids: [3, 4], principe_ids: [] };
    const saved = await call('PUT', '/api/produits/2', { ...product, ...change });
    expect(saved.statusCode, saved.body).toBe(200);
    const expectedTags = [tags[0]!.id, tags[1]!.id].sort((a, b) => a - b);
    expect(saved.json().data).toMatchObject({ tag_ids: expectedTags, associe_ids: [3, 4], principe_ids: [] });
    expect(await read('/api/produits/2')).toMatchObject({ tag_ids: expectedTags, associe_ids: [3, 4] });
    const [entry] = (await call('GET', '/api/audits/produits/2')).json().datas;
    expect(entry.diff.associe_ids).toEqual({ before: product.associe_ids, after: [3, 4] });

    const self = await call('PUT', '/api/produits/2', { ...saved.json().data, associe_ids: [2] });
    expect(self.statusCode).toBe(400);
    const missing = await call('PUT', '/api/produits/2', { ...saved.json().data, tag_ids: [2_000_000_000] });
    expect(missing.statusCode).toBe(400);
    expect((await read('/api/produits/2')).associe_ids).toEqual([3, 4]);
  });
});
