import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { rowsOf, type Database } from './client.ts';
import { preparedStatement } from './prepared.ts';
import * as schema from './schema/index.ts';

describe('preparedStatement', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ seed: false });
  });
  afterAll(() => ctx.close());

  type Values = { n: number; label: string | null };
  // `n` twice, so one value fills several parameters.
  const build = ({ n, label }: Values) =>
    sql`select ${n}::int + 1 as next, ${label}::text as label, array[${n}::int] as list`;
  const statement = preparedStatement<{ next: number; label: string | null; list: number[] }, Values>(build);

  it('answers the same rows as db.execute, with parameters and nulls', async () => {
    const { db } = ctx.database;
    for (const values of [
      { n: 1, label: 'un' },
      { n: 2, label: null },
      { n: 3, label: 'trois' },
    ]) {
      expect(await statement(db, values)).toEqual(rowsOf(await db.execute(build(values))));
    }
    expect(await statement(db, { n: 4, label: 'quatre' })).toEqual([{ next: 5, label: 'quatre', list: [4] }]);
  });

  it('runs inside a transaction, on the transaction', async () => {
    const probe = preparedStatement<{ n: number }, { n: number }>(
      ({ n }) => sql`select n from prepared_probe where n = ${n}`,
    );
    const rows = await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`create temporary table prepared_probe (n int) on commit drop`);
      await tx.execute(sql`insert into prepared_probe values (7)`);
      return probe(tx as unknown as Database, { n: 7 });
    });
    expect(rows).toEqual([{ n: 7 }]);
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'builds the text once and prepares it on the PostgreSQL connection once',
    async () => {
      let builds = 0;
      const counted = preparedStatement<{ next: number }, Values>((values) => {
        builds += 1;
        return build(values);
      });
      // One connection, so the session that ran the statement is the one asked about it.
      const client = postgres(process.env.TEST_DATABASE_URL!, { max: 1, onnotice: () => {} });
      try {
        const db = drizzle({ client, schema }) as unknown as Database;
        expect(await counted(db, { n: 1, label: 'un' })).toMatchObject([{ next: 2 }]);
        expect(await counted(db, { n: 2, label: 'deux' })).toMatchObject([{ next: 3 }]);
        expect(builds).toBe(1);
        const prepared = await client`select statement from pg_prepared_statements`;
        const texts = prepared.map((row) => String(row.statement));
        expect(texts.filter((text) => text.includes('as next, '))).toHaveLength(1);
      } finally {
        await client.end();
      }
    },
  );
});
