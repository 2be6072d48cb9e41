import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audits, faqs, gammes, tags } from '../../db/schema/index.ts';
import { registerAuthentication } from '../../plugins/authentication.ts';
import { registerErrorHandlers } from '../../plugins/error-handler.ts';
import { bearer, signUpStaff } from '../../security/security-fixtures.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { defineResource, type ResourceDefinition } from './define-resource.ts';
import { resourceRoutes } from './resource.routes.ts';
import { faqsDefinition } from '../faqs/faqs.resource.ts';
import { tagsDefinition } from '../catalogue/tags.resource.ts';
import { createMemoryCounterStore } from '../../lib/counter-store.ts';

/** A bare application serving only the given resources, on the test database. */
async function appWith(ctx: TestContext, resources: ResourceDefinition[]): Promise<FastifyInstance> {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandlers(app);
  const db = ctx.database.db;
  await app.register(
    async (api) => {
      registerAuthentication(api, db, createMemoryCounterStore());
      await api.register(resourceRoutes, { db, resources, invalidateCatalogue: () => {} });
    },
    { prefix: '/api' },
  );
  await app.ready();
  return app;
}

describe('the optional rules of a resource definition', () => {
  let ctx: TestContext;
  let app: FastifyInstance;
  let admin: { token: string; id: number };

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await signUpStaff(ctx, ['user', 'admin']);
    app = await appWith(ctx, [
      // A range's tag is edited with its range: frozen here.
      defineResource({
        ...tagsDefinition,
        frozen: (row) => (row.type === 'gamme' ? 'Le tag d’une gamme se modifie avec sa gamme.' : null),
      }),
      // Test stand-in: `ordre` plays an author column, so staff see and change only "their" entries.
      defineResource({ ...faqsDefinition, access: 'staff', owner: faqs.ordre }),
    ]);
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await ctx.close();
  });

  describe('frozen rows', () => {
    let frozen: number;
    let free: number;
    beforeAll(async () => {
      [{ id: frozen }] = (await ctx.database.db
        .insert(tags)
        .values({ label: 'Gamme figée', type: 'gamme' })
        .returning({ id: tags.id })) as [{ id: number }];
      [{ id: free }] = (await ctx.database.db.insert(tags).values({ label: 'Libre' }).returning({ id: tags.id })) as [
        { id: number },
      ];
    });
    const as = (method: 'PUT' | 'DELETE' | 'POST', url: string, payload?: object) =>
      app.inject({ method, url, payload, headers: bearer(admin.token) });

    it('refuses to edit or delete a frozen row with 409 and its reason, and logs nothing', async () => {
      const put = await as('PUT', `/api/tags/${frozen}`, { label: 'Autre', version: 1 });
      expect(put.statusCode).toBe(409);
      expect(put.json()).toMatchObject({
        code: 409,
        message: 'Le tag d’une gamme se modifie avec sa gamme.',
        reason: 'record_frozen',
      });
      expect((await as('DELETE', `/api/tags/${frozen}`)).statusCode).toBe(409);
      const logged = await ctx.database.db
        .select()
        .from(audits)
        .where(eq(audits.record_id, String(frozen)));
      expect(logged.filter(({ resource }) => resource === 'tags')).toEqual([]);
    });

    it('refuses frozen rows one by one in bulk calls, doing the others', async () => {
      const edited = await as('POST', '/api/tags/editall', { ids: [frozen, free], datas: { label: 'Lot' } });
      expect(edited.json().results).toEqual([
        { id: frozen, done: false, message: 'Le tag d’une gamme se modifie avec sa gamme.' },
        { id: free, done: true },
      ]);
      const removed = await as('DELETE', '/api/tags/deleteall', { ids: [frozen, free] });
      expect(removed.json().results.map(({ done }: { done: boolean }) => done)).toEqual([false, true]);
    });
  });

  describe('an owner column', () => {
    let first: { token: string; id: number };
    let second: { token: string; id: number };
    const sample = faqsDefinition.sample;
    beforeAll(async () => {
      first = await signUpStaff(ctx, ['user', 'ambassadeur']);
      second = await signUpStaff(ctx, ['user', 'ambassadeur']);
    });

    it('makes a new row its author’s, whatever the body says', async () => {
      const created = await app.inject({
        method: 'POST',
        url: '/api/faqs',
        payload: { ...sample(), ordre: second.id },
        headers: bearer(first.token),
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json().data.ordre).toBe(first.id);
    });

    it('shows and changes only the caller’s own rows; the admin sees them all', async () => {
      const mine = (
        await app.inject({ method: 'POST', url: '/api/faqs', payload: sample(), headers: bearer(first.token) })
      ).json().data;
      const url = `/api/faqs/${mine.id}`;
      const other = bearer(second.token);
      expect((await app.inject({ url, headers: other })).statusCode).toBe(404);
      expect(
        (await app.inject({ method: 'PUT', url, payload: { ...sample(), version: 1 }, headers: other })).statusCode,
      ).toBe(404);
      expect((await app.inject({ method: 'DELETE', url, headers: other })).statusCode).toBe(404);
      expect((await app.inject({ url: `/api/audits/faqs/${mine.id}`, headers: other })).statusCode).toBe(404);
      const page = (await app.inject({ url: '/api/faqs/paginator?limit=200', headers: other })).json();
      expect(page.datas.every((row: { ordre: number }) => row.ordre === second.id)).toBe(true);
      expect((await app.inject({ url, headers: bearer(first.token) })).statusCode).toBe(200);
      expect((await app.inject({ url, headers: bearer(admin.token) })).statusCode).toBe(200);
      const edited = await app.inject({
        method: 'PUT',
        url,
        payload: { ...sample(), ordre: second.id, version: 1 },
        headers: bearer(admin.token),
      });
      // An edit does not hand the row to someone else.
      expect(edited.json().data.ordre).toBe(first.id);
    });
  });
});

describe('database constraints met through the generated routes', () => {
  let ctx: TestContext;
  let token: string;
  const as = (method: 'PUT' | 'DELETE' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: bearer(token) });

  beforeAll(async () => {
    ctx = await createTestApp();
    token = (await signUpStaff(ctx, ['user', 'admin'])).token;
  }, 60_000);
  afterAll(() => ctx.close());

  it('answers a taken unique value with 409', async () => {
    const first = (await as('POST', '/api/faqs-categories', { label: 'Une', slug: 'une-rubrique' })).json().data;
    const second = (await as('POST', '/api/faqs-categories', { label: 'Deux', slug: 'deux-rubriques' })).json().data;
    const clash = await as('PUT', `/api/faqs-categories/${second.id}`, { label: 'Deux', slug: first.slug, version: 1 });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ code: 409, message: expect.any(String), errors: {} });
    expect((await as('POST', '/api/configurations', { cle: 'doublon', valeur: '1' })).statusCode).toBe(201);
    expect((await as('POST', '/api/configurations', { cle: 'doublon', valeur: '2' })).statusCode).toBe(409);
  });

  it('refuses to delete a tag a range still uses, and a link to a missing record', async () => {
    const [range] = await ctx.database.db.select().from(gammes).limit(1);
    const refused = await as('DELETE', `/api/tags/${range!.tag_id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/utilisé/u);
    const dangling = await as('POST', '/api/faqs', { question: 'Q ?', reponse: 'R.', categorie_id: 2_000_000_000 });
    expect(dangling.statusCode).toBe(400);
  });
});
