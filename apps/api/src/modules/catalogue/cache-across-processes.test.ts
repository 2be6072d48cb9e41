import { ProduitListSchema } from '@boutique/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { bearer, signUpStaff } from '../../security/security-fixtures.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Two processes of the shop on one database and one Redis (two apps: each keeps its own caches):
 * a write served by one shows on the other at once, not after a restart.
 */
describe('caches across processes', () => {
  let ctx: TestContext;
  let other: FastifyInstance;
  let admin: { token: string };
  const products = async (app: FastifyInstance) =>
    ProduitListSchema.parse((await app.inject('/api/produits?lang=fr')).json()).datas;
  /** Saves through the first process, as the admin. */
  const save = async (url: string, payload: object) => {
    const saved = await ctx.app.inject({ method: 'PUT', url, payload, headers: bearer(admin.token) });
    expect(saved.statusCode, saved.body).toBe(200);
  };

  beforeAll(async () => {
    ctx = await createTestApp({ env: { REDIS_URL } });
    other = await buildApp({ config: ctx.config, database: ctx.database, storage: ctx.storage });
    admin = await signUpStaff(ctx, ['user', 'admin']);
  }, 60_000);
  afterAll(async () => {
    await other?.close();
    await ctx.close();
  });

  it('shows a price changed through one process in the other’s product list', async () => {
    const [product] = await products(other);
    const url = `/api/produits/${product!.id}`;
    const current = (await ctx.app.inject({ url, headers: bearer(admin.token) })).json().data;
    await save(url, { ...current, prix_ht: product!.prix_ht + 100 });
    await vi.waitFor(async () => {
      const shown = (await products(other)).find(({ id }) => id === product!.id);
      expect(shown!.prix_ht).toBe(product!.prix_ht + 100);
    });
  });

  it('serves a text saved through one process from the other', async () => {
    const served = async () => (await other.inject('/api/translations/en.json')).json().entete.compte;
    expect(await served()).not.toBe('Account of the house');
    await save('/api/admin/traductions/en/entete.compte', { valeur: 'Account of the house' });
    await vi.waitFor(async () => expect(await served()).toBe('Account of the house'));
  });
});
