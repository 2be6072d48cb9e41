import { randomBytes, randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, signUpStaff } from '../../security/security-fixtures.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import type { OmittableRoute, Row } from './define-resource.ts';
import { AUDITED_FIXTURES, RESOURCE_FIXTURES } from '../../resource-fixtures.ts';
import { RESOURCES } from '../../resources.ts';
import { resourceRouteAccess } from './registry.ts';
import { countRows } from './resource.queries.ts';
import { createResourceService } from './resource.service.ts';

/**
 * One behaviour suite for every registered resource: a new resource is covered by adding it to
 * the registry with its sample input, change and filter cases. All resources share one app and
 * one database (an app per resource cost most of the file's time): each test makes its own
 * records from unique samples and looks only at those, never at what another test left.
 */
let ctx: TestContext;
let admin: { token: string; id: number };
let adminMail: string;
let customer: { token: string };
/** Catalogue invalidations so far; a test compares it before and after its own writes. */
let writes = 0;

const call = async (options: InjectOptions & { as?: string | null }) => {
  const { as = admin.token, ...rest } = options;
  return ctx.app.inject({ ...rest, headers: { ...rest.headers, ...(as ? bearer(as) : {}) } });
};

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signUpStaff(ctx, ['user', 'admin']);
  adminMail = (await call({ url: '/api/users/me' })).json().data.mail;
  customer = await signUp(ctx, {
    prenom: 'Cliente',
    nom: 'Curieuse',
    mail: `curieuse.${randomBytes(4).toString('hex')}@exemple.fr`,
  });
  ctx.app.catalogue.onInvalidate(() => (writes += 1));
}, 60_000);
afterAll(() => ctx.close());

describe.each(RESOURCES.map((definition) => [definition.descriptor.model, definition] as const))(
  'the admin resource %s',
  (model, definition) => {
    const { descriptor } = definition;
    const base = `/api/${model}`;

    const keyOf = (row: Row) => row[descriptor.key] as string | number;
    const path = (row: Row) => `${base}/${encodeURIComponent(String(keyOf(row)))}`;
    const omitted = (route: OmittableRoute) => definition.omit?.includes(route) ?? false;
    /** One record as the API shows it: its GET, or the service when another module answers that path. */
    const read = async (row: Row): Promise<{ status: number; data?: Row }> => {
      if (!omitted('get')) {
        const response = await call({ url: path(row) });
        return { status: response.statusCode, data: response.json().data };
      }
      const service = createResourceService(ctx.database.db, definition, () => {});
      try {
        return { status: 200, data: await service.get(keyOf(row), { id: admin.id, scopes: ['admin'] }) };
      } catch {
        return { status: 404 };
      }
    };
    const create = async (input: Record<string, unknown> = definition.sample(), as = admin.token) => {
      // A resource without generic creation makes its records through its own call (an upload).
      if (definition.sampleCreate) return definition.sampleCreate((options) => call({ ...options, as }), input);
      if (omitted('create')) {
        const fixture = RESOURCE_FIXTURES[model];
        if (!fixture) throw new Error(`Resource ${model} omits create: give it a fixture in resource-fixtures.ts`);
        return (await read({ [descriptor.key]: await fixture(ctx, { token: as }) })).data!;
      }
      const response = await call({ method: 'POST', url: base, payload: input, as });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data as Row;
    };
    const missingKey = descriptor.key === 'id' ? 2_000_000_000 : `absent.${randomBytes(4).toString('hex')}`;
    /** A key of the right shape that no record has. */
    const absentKey = descriptor.keySchema.safeParse(missingKey).success ? missingKey : randomUUID();

    it('refuses every route without a session (401) and to a customer (403)', async () => {
      const routes = Object.keys(resourceRouteAccess([definition]));
      const left = { list: 1, get: 1, create: 2, delete: 2 } satisfies Record<OmittableRoute, number>;
      const omittedCount = (definition.omit ?? []).reduce((sum, route) => sum + left[route], 0);
      expect(routes.length).toBe(10 - omittedCount);
      for (const route of routes) {
        const [method, pattern] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
        const url = pattern.replace(':id', String(missingKey));
        const payload = method === 'POST' || method === 'PUT' ? definition.sample() : undefined;
        expect((await call({ method, url, payload, as: null })).statusCode, route).toBe(401);
        expect((await call({ method, url, payload, as: customer.token })).statusCode, route).toBe(403);
      }
    });

    it('pages through the rows with a total, exact under the cap', async () => {
      await create();
      await create();
      await create();
      const first = (await call({ url: `${base}/paginator?page=1&limit=2` })).json();
      expect(first).toMatchObject({ code: 200, page: 1, limit: 2, total_exact: true });
      expect(first.datas).toHaveLength(2);
      expect(first.total).toBeGreaterThanOrEqual(3);
      const second = (await call({ url: `${base}/paginator?page=2&limit=2` })).json();
      const firstKeys = first.datas.map(keyOf);
      expect(second.datas.map(keyOf).some((key: unknown) => firstKeys.includes(key))).toBe(false);
      expect(second.datas.every((row: Row) => row.version !== undefined)).toBe(true);
      // Above the cap, counting stops and the planner's estimate answers instead.
      expect(await countRows(ctx.database.db, definition, undefined, 2)).toMatchObject({ exact: false });
    });

    it('sorts on the allow-listed columns only', async () => {
      for (const column of descriptor.sortable) {
        for (const order of ['asc', 'desc']) {
          const response = await call({ url: `${base}/paginator?sort=${column}&order=${order}&limit=200` });
          expect(response.statusCode, `${column} ${order}`).toBe(200);
          const values = response.json().datas.map((row: Row) => row[column]);
          const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
          if (typeof values[0] === 'number') expect(values).toEqual(order === 'asc' ? sorted : sorted.reverse());
        }
      }
      const unknown = await call({ url: `${base}/paginator?sort=password_hash` });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({ code: 400, message: expect.any(String) });
      expect((await call({ url: `${base}/paginator?filtre_inconnu=1` })).statusCode).toBe(400);
      for (const inherited of ['__proto__', 'constructor']) {
        expect((await call({ url: `${base}/paginator?sort=${inherited}` })).statusCode, inherited).toBe(400);
      }
    });

    it('filters by each named filter, refusing text no column can hold', async () => {
      const row = await create();
      expect((await call({ url: `${base}/paginator?q=a%00b` })).statusCode).toBe(400);
      const all = (await call({ url: `${base}/paginator?limit=1` })).json().total;
      for (const filters of definition.sampleFilters(row)) {
        const query = new URLSearchParams(filters as Record<string, string>);
        const page = (await call({ url: `${base}/paginator?${query}&limit=200` })).json();
        expect(page.datas.map(keyOf), query.toString()).toContain(keyOf(row));
        expect(page.total).toBeLessThan(all);
        if (!definition.omit?.includes('list')) {
          const list = (await call({ url: `${base}?${query}` })).json();
          expect(list.datas.map(keyOf)).toEqual(page.datas.map(keyOf));
        }
      }
    });

    it('creates, reads, updates, refuses a stale version with the current row, deletes, and logs each write', async () => {
      const input = definition.sample();
      const writesBefore = writes;
      const created = await create(input);
      expect(created).toMatchObject({ ...input, version: 1 });
      if (!omitted('get')) expect((await call({ url: path(created) })).json()).toEqual({ code: 200, data: created });

      const change = definition.sampleChange();
      const updated = await call({ method: 'PUT', url: path(created), payload: { ...input, ...change, version: 1 } });
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.json().data).toMatchObject({ ...change, version: 2 });

      const stale = await call({ method: 'PUT', url: path(created), payload: { ...input, version: 1 } });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({ code: 409, message: expect.any(String), data: updated.json().data });

      const actions = ['update'];
      if (omitted('delete')) {
        expect((await call({ method: 'DELETE', url: path(created) })).statusCode).toBe(404);
        expect((await read(created)).status).toBe(200);
      } else {
        expect((await call({ method: 'DELETE', url: path(created) })).json()).toEqual({ code: 200, delete: true });
        expect((await read(created)).status).toBe(404);
        expect((await call({ method: 'PUT', url: path(created), payload: { ...input, version: 2 } })).statusCode).toBe(
          404,
        );
        actions.unshift('delete');
      }
      // A record made by its own call (an upload, a parcel) is logged and shown like a generic creation.
      if (!omitted('create') || definition.sampleCreate || AUDITED_FIXTURES.has(model)) actions.push('create');
      if (definition.affectsCatalogue) expect(writes - writesBefore).toBe(actions.length);

      const history = (
        await call({ url: `/api/audits/${model}/${encodeURIComponent(String(keyOf(created)))}` })
      ).json();
      expect(history.datas.map((entry: Row) => entry.action)).toEqual(actions);
      expect(history.datas.every((entry: Row) => entry.user_id === admin.id && entry.user_mail === adminMail)).toBe(
        true,
      );
      const [field] = Object.keys(change);
      const edit = history.datas.find((entry: Row) => entry.action === 'update');
      expect(edit.diff[field!]).toEqual({ before: created[field!], after: updated.json().data[field!] });
      expect(edit.diff.version).toBeUndefined();
    });

    it('lets only one of two simultaneous edits from the same version through', async () => {
      const input = definition.sample();
      const created = await create(input);
      const edit = () =>
        call({ method: 'PUT', url: path(created), payload: { ...input, ...definition.sampleChange(), version: 1 } });
      const statuses = (await Promise.all([edit(), edit()])).map((response) => response.statusCode).sort();
      expect(statuses).toEqual([200, 409]);
      expect((await read(created)).data?.version).toBe(2);
    });

    it('ignores fields outside the input (ids, versions, rights)', async () => {
      const input = definition.sample();
      const created = await create({ ...input, id: 1, version: 99, scopes: ['admin'], user_id: customer, created: 1 });
      expect(created.version).toBe(1);
      if (descriptor.key === 'id') expect(created.id).not.toBe(1);
      // No generic creation: nothing answers a JSON body there (an upload route wants a file, the
      // customers' own route refuses the admin's body).
      if (omitted('create')) {
        const sneaked = await call({ method: 'POST', url: base, payload: { ...input, total_ttc: 1 } });
        expect(sneaked.statusCode).toBe(definition.sampleCreateRefusal ?? (definition.sampleCreate ? 415 : 404));
      }
      const updated = await call({
        method: 'PUT',
        url: path(created),
        payload: { ...input, version: 1, id: 1, hacked: true },
      });
      expect(updated.json().data).toMatchObject({ [descriptor.key]: keyOf(created), version: 2 });
      expect(updated.json().data).not.toHaveProperty('hacked');
    });

    it('applies a bulk edit row by row and reports each outcome', async () => {
      const [a, b] = [await create(), await create()];
      const change = definition.sampleChange();
      const response = await call({
        method: 'POST',
        url: `${base}/editall`,
        payload: { ids: [keyOf(a!), absentKey, keyOf(b!)], datas: { ...change, inconnu: 1 } },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().results).toEqual([
        { id: keyOf(a!), done: true },
        { id: absentKey, done: false, message: expect.any(String) },
        { id: keyOf(b!), done: true },
      ]);
      for (const row of [a!, b!]) {
        expect((await read(row)).data).toMatchObject({ ...change, version: 2 });
      }
      const empty = await call({ method: 'POST', url: `${base}/editall`, payload: { ids: [keyOf(a!)], datas: {} } });
      expect(empty.statusCode).toBe(400);
    });

    it.runIf(definition.ownerField !== null)(
      'shows and changes only an ambassador’s own rows (owner column); the admin sees them all',
      async () => {
        const owner = definition.ownerField!;
        const [first, second] = [
          await signUpStaff(ctx, ['user', 'ambassadeur']),
          await signUpStaff(ctx, ['user', 'ambassadeur']),
        ];
        const mine = await create(definition.sample(), first.token);
        const theirs = await create(definition.sample(), second.token);
        const byAdmin = await create();
        expect(mine[owner]).toBe(first.id);
        const as = first.token;
        const page = (await call({ url: `${base}/paginator?limit=200`, as })).json();
        expect(page.datas.map(keyOf)).toContain(keyOf(mine));
        expect(page.datas.every((row: Row) => row[owner] === first.id)).toBe(true);
        for (const other of [theirs, byAdmin]) {
          if (!omitted('get')) expect((await call({ url: path(other), as })).statusCode).toBe(404);
          const payload = { ...definition.sample(), ...definition.sampleChange(), version: 1 };
          expect((await call({ method: 'PUT', url: path(other), payload, as })).statusCode).toBe(404);
          if (!omitted('delete')) expect((await call({ method: 'DELETE', url: path(other), as })).statusCode).toBe(404);
          const audits = await call({ url: `/api/audits/${model}/${encodeURIComponent(String(keyOf(other)))}`, as });
          expect(audits.statusCode).toBe(404);
          expect((await read(other)).data?.version).toBe(1);
        }
        const bulk = await call({
          method: 'POST',
          url: `${base}/editall`,
          payload: { ids: [keyOf(theirs), keyOf(mine)], datas: definition.sampleChange() },
          as,
        });
        expect(bulk.json().results.map((result: Row) => result.done)).toEqual([false, true]);
        const edited = await call({
          method: 'PUT',
          url: path(mine),
          payload: { ...definition.sample(), ...definition.sampleChange(), [owner]: second.id, version: 2 },
          as,
        });
        expect(edited.statusCode, edited.body).toBe(200);
        // An edit does not hand the row to someone else.
        expect(edited.json().data[owner]).toBe(first.id);
        const all = (await call({ url: `${base}/paginator?limit=200&sort=id&order=desc` })).json();
        expect(all.datas.map(keyOf)).toEqual(expect.arrayContaining([keyOf(mine), keyOf(theirs), keyOf(byAdmin)]));
      },
    );

    it('adds several rows, refusing the invalid ones with their field errors', async () => {
      if (omitted('create')) {
        expect((await call({ method: 'POST', url: `${base}/adds`, payload: { datas: [{}] } })).statusCode).toBe(404);
        return;
      }
      const response = await call({
        method: 'POST',
        url: `${base}/adds`,
        payload: { datas: [definition.sample(), {}, definition.sample()] },
      });
      expect(response.statusCode, response.body).toBe(200);
      const [first, invalid, last] = response.json().results;
      expect(first).toMatchObject({ done: true, id: expect.anything() });
      expect(invalid).toMatchObject({ done: false, message: expect.any(String), errors: expect.any(Object) });
      expect(last).toMatchObject({ done: true });
      expect((await call({ url: `${base}/${encodeURIComponent(String(first.id))}` })).statusCode).toBe(200);
    });

    it('deletes several rows by body or by query, reporting the missing ones', async () => {
      if (omitted('delete')) {
        const row = await create();
        const refused = await call({ method: 'DELETE', url: `${base}/deleteall`, payload: { ids: [keyOf(row)] } });
        expect(refused.statusCode).toBe(404);
        expect((await read(row)).status).toBe(200);
        return;
      }
      const [a, b, c] = [await create(), await create(), await create()];
      const byBody = await call({
        method: 'DELETE',
        url: `${base}/deleteall`,
        payload: { ids: [keyOf(a!), missingKey, keyOf(b!)] },
      });
      expect(byBody.json().results).toEqual([
        { id: keyOf(a!), done: true },
        { id: missingKey, done: false, message: expect.any(String) },
        { id: keyOf(b!), done: true },
      ]);
      const byQuery = await call({ method: 'DELETE', url: `${base}/deleteall?ids=${keyOf(c!)}` });
      expect(byQuery.json().results, byQuery.body).toEqual([{ id: keyOf(c!), done: true }]);
      for (const row of [a!, b!, c!]) expect((await read(row)).status).toBe(404);
      expect((await call({ method: 'DELETE', url: `${base}/deleteall` })).statusCode).toBe(400);
    });
  },
);
