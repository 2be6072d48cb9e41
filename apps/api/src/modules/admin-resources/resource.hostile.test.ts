import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostileParam, hostileString, hostileValue } from '../../security/hostile-input.ts';
import { bearer, percentEncode, signUpStaff } from '../../security/security-fixtures.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import type { Row } from './define-resource.ts';
import { RESOURCE_FIXTURES } from '../../resource-fixtures.ts';
import { RESOURCES } from '../../resources.ts';
import { createResourceService } from './resource.service.ts';

/**
 * Samples per field, filter or parameter: 6 in `npm test`, 12 in the quality bar's runs (`npm run
 * test:quality`, CI); raise it (ADMIN_FUZZ_RUNS=200) for a longer hunt. The values that once broke a
 * resource are tried whatever the count: a NUL byte in a parameter and in a text filter.
 */
const RUNS = Number(process.env.ADMIN_FUZZ_RUNS ?? 6);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

/** What is wrong with an answer to hostile input, if anything: a 5xx, or an error that is not the envelope. */
function problem(response: LightMyRequestResponse): string | null {
  if (response.statusCode >= 500) return `status ${response.statusCode}`;
  if (response.statusCode < 400) return null;
  const body = response.json() as { code?: unknown; message?: unknown };
  return body.code === response.statusCode && typeof body.message === 'string' ? null : 'not an error envelope';
}

/**
 * The security fuzz signs in as a customer, who is refused before any input is read. Here an
 * admin sends hostile values into each field, filter and parameter of otherwise valid calls.
 */
/**
 * A plausible id (1, "1", " 1", true) may name a seeded record that later resources' samples
 * point at (variants and tips belong to product 1): deleting it would fail those samples, not
 * find a bug. Deletes of real ids are the suite's business.
 */
const namesSeededRecord = (value: unknown) =>
  (typeof value !== 'object' || value === null) && Number.isInteger(Number(value)) && Number(value) > 0;

describe(`hostile input from an admin session on the generated routes (seed ${SEED})`, () => {
  let ctx: TestContext;
  let token: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    token = (await signUpStaff(ctx, ['user', 'admin'])).token;
  }, 60_000);
  afterAll(() => ctx.close());

  it.each(RESOURCES.map((definition) => [definition.descriptor.model, definition] as const))(
    '%s never fails on them',
    async (model, definition) => {
      const base = `/api/${model}`;
      const failures = new Map<string, string>();
      const send = async (label: string, options: InjectOptions) => {
        const response = await ctx.app.inject({ ...options, headers: bearer(token) });
        const found = problem(response);
        if (found)
          failures.set(`${label}: ${found}`, `${String(options.url).slice(0, 200)} → ${response.body.slice(0, 200)}`);
        return response;
      };
      // Resources the back office does not create get their record through their own call (an
      // upload), or as the owning module writes it (a fixture).
      const fixture =
        definition.omit?.includes('create') && !definition.sampleCreate ? RESOURCE_FIXTURES[model] : undefined;
      const service = createResourceService(ctx.database.db, definition, () => {});
      const created = definition.sampleCreate
        ? await definition.sampleCreate(
            (options) => ctx.app.inject({ ...options, headers: { ...options.headers, ...bearer(token) } }),
            definition.sample(),
          )
        : fixture
          ? await service.get(await fixture(ctx), { id: 0, scopes: ['admin'] })
          : ((await send('create', { method: 'POST', url: base, payload: definition.sample() })).json().data as Row);
      const path = `${base}/${percentEncode(String(created[definition.descriptor.key]))}`;
      const values = fc.sample(hostileValue, { numRuns: RUNS, seed: SEED });
      // A NUL byte, which no PostgreSQL text can hold, is tried every time: it once reached the
      // database through a text key (statuts) and through a text filter, and failed with a 500.
      const texts = ['a\u0000b', ...fc.sample(hostileString, { numRuns: RUNS, seed: SEED })];
      const params = ['\u0000', ...fc.sample(hostileParam, { numRuns: RUNS, seed: SEED })];

      for (const field of Object.keys(definition.descriptor.input.shape)) {
        for (const value of values) {
          const input = { ...definition.sample(), [field]: value };
          await send(`POST ${field}`, { method: 'POST', url: base, payload: input });
          await send(`POST adds ${field}`, { method: 'POST', url: `${base}/adds`, payload: { datas: [input] } });
          const current = fixture
            ? await service.get(created[definition.descriptor.key] as string, { id: 0, scopes: ['admin'] })
            : ((await send('GET', { url: path })).json().data as Row);
          await send(`PUT ${field}`, { method: 'PUT', url: path, payload: { ...input, version: current.version } });
          await send(`POST editall ${field}`, {
            method: 'POST',
            url: `${base}/editall`,
            payload: { ids: [created[definition.descriptor.key]], datas: { [field]: value } },
          });
        }
      }
      const queryNames = [...Object.keys(definition.descriptor.filters.shape), 'page', 'limit', 'sort', 'order'];
      for (const name of queryNames) {
        for (const text of texts) {
          const query = `${name}=${percentEncode(text.slice(0, 2_000))}`;
          await send(`paginator ${name}`, { url: `${base}/paginator?${query}` });
          if (!definition.omit?.includes('list')) await send(`list ${name}`, { url: `${base}?${query}` });
        }
      }
      for (const param of params) {
        const url = `${base}/${percentEncode(param)}`;
        await send('GET :id', { url });
        await send('PUT :id', { method: 'PUT', url, payload: { ...definition.sample(), version: 1 } });
        if (!namesSeededRecord(param)) await send('DELETE :id', { method: 'DELETE', url });
        await send('audits :id', { url: `/api/audits/${model}/${percentEncode(param)}` });
      }
      for (const value of values) {
        await send('editall ids', { method: 'POST', url: `${base}/editall`, payload: { ids: [value], datas: {} } });
        if (namesSeededRecord(value)) continue;
        await send('deleteall ids', { method: 'DELETE', url: `${base}/deleteall`, payload: { ids: [value] } });
        await send('deleteall ?ids', {
          method: 'DELETE',
          url: `${base}/deleteall?ids=${percentEncode(JSON.stringify(value).slice(0, 2_000))}`,
        });
      }
      expect(Object.fromEntries(failures)).toEqual({});
    },
    120_000,
  );
});
