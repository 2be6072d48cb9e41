import { getTableColumns } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { bearer, signUpStaff } from '../../security/security-fixtures.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import type { Row } from './define-resource.ts';
import { RESOURCE_FIXTURES } from '../../resource-fixtures.ts';
import { RESOURCES } from '../../resources.ts';
import { createResourceService } from './resource.service.ts';

/** Days that do not exist, or that PostgreSQL or the shop cannot hold: each must answer 400, never 500. */
const IMPOSSIBLE_DAYS = ['2024-13-45', '2024-02-30', '2023-02-29', '2024-04-31', '0000-01-01', '2024-00-10'];

/**
 * A filter or field takes a calendar day when its schema takes a real day and refuses a
 * day-shaped word: found from the contracts, so a date added tomorrow is tried too.
 */
const takesDay = (schema: z.ZodType) =>
  schema.safeParse('2024-02-29').success && !schema.safeParse('abcd-ef-gh').success;

/** The input fields stored in a `date` column: they must be calendar days whatever their schema says. */
const dateColumns = (definition: (typeof RESOURCES)[number]) =>
  Object.entries(getTableColumns(definition.table))
    .filter(([, column]) => column.getSQLType() === 'date')
    .map(([name]) => name)
    .filter((name) => name in definition.descriptor.input.shape);

const dateFilters = RESOURCES.flatMap((definition) =>
  Object.entries(definition.descriptor.filters.shape as Record<string, z.ZodType>)
    .filter(([, schema]) => takesDay(schema))
    .map(([name]) => [`${definition.descriptor.model} ?${name}`, definition, name] as const),
);

const dateFields = RESOURCES.flatMap((definition) =>
  [
    ...new Set([
      ...Object.entries(definition.descriptor.input.shape as Record<string, z.ZodType>)
        .filter(([, schema]) => takesDay(schema))
        .map(([name]) => name),
      ...dateColumns(definition),
    ]),
  ].map((name) => [`${definition.descriptor.model}.${name}`, definition, name] as const),
);

describe('impossible calendar days on every date filter and date field of the admin resources', () => {
  let ctx: TestContext;
  let token: string;
  const send = (options: InjectOptions) => ctx.app.inject({ ...options, headers: bearer(token) });

  beforeAll(async () => {
    ctx = await createTestApp();
    token = (await signUpStaff(ctx, ['user', 'admin'])).token;
  }, 60_000);
  afterAll(() => ctx.close());

  it('finds the date filters and fields the review met', () => {
    expect(dateFilters.map(([label]) => label)).toEqual(
      expect.arrayContaining(['commandes ?du', 'commandes ?au', 'clients ?du', 'clients ?au']),
    );
    expect(dateFields.map(([label]) => label)).toEqual(
      expect.arrayContaining(['articles.publie_le', 'variantes.reassort_date', 'produits.reassort_date']),
    );
  });

  it.each(dateFilters)(
    '%s answers 400 with the field for an impossible day, 200 for a real one',
    async (_, definition, name) => {
      const base = `/api/${definition.descriptor.model}`;
      for (const day of IMPOSSIBLE_DAYS) {
        const response = await send({ url: `${base}/paginator?${name}=${day}` });
        expect(response.statusCode, `${name}=${day}: ${response.body}`).toBe(400);
        expect(Object.keys(response.json().errors), day).toContain(name);
      }
      const leapDay = await send({ url: `${base}/paginator?${name}=2024-02-29` });
      expect(leapDay.statusCode, leapDay.body).toBe(200);
    },
  );

  it.each(dateFields)('%s refuses an impossible day on create and edit with 400', async (_, definition, name) => {
    const model = definition.descriptor.model;
    const base = `/api/${model}`;
    const creates = !definition.omit?.includes('create');
    const fixture = creates || definition.sampleCreate ? undefined : RESOURCE_FIXTURES[model];
    const service = createResourceService(ctx.database.db, definition, () => {});
    const record = definition.sampleCreate
      ? await definition.sampleCreate(
          (options) => ctx.app.inject({ ...options, headers: { ...options.headers, ...bearer(token) } }),
          definition.sample(),
        )
      : fixture
        ? await service.get(await fixture(ctx), { id: 0, scopes: ['admin'] })
        : ((await send({ method: 'POST', url: base, payload: definition.sample() })).json().data as Row);
    const path = `${base}/${String(record[definition.descriptor.key])}`;
    for (const day of IMPOSSIBLE_DAYS) {
      const input = { ...definition.sample(), [name]: day };
      if (creates) {
        const created = await send({ method: 'POST', url: base, payload: input });
        expect(created.statusCode, `POST ${day}: ${created.body}`).toBe(400);
        expect(Object.keys(created.json().errors), day).toContain(name);
      }
      const edited = await send({ method: 'PUT', url: path, payload: { ...input, version: record.version } });
      expect(edited.statusCode, `PUT ${day}: ${edited.body}`).toBe(400);
      expect(Object.keys(edited.json().errors), day).toContain(name);
      const bulk = await send({
        method: 'POST',
        url: `${base}/editall`,
        payload: { ids: [record[definition.descriptor.key]], datas: { [name]: day } },
      });
      expect(bulk.statusCode, `editall ${day}: ${bulk.body}`).toBe(400);
    }
  });
});
