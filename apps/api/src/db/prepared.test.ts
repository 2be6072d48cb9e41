import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { rowsOf, type Database } from './client.ts';
import { executePrepared } from './prepared.ts';
import * as schema from './schema/index.ts';

describe('executePrepared', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ seed: false });
  });
  afterAll(() => ctx.close());

  const statement = (n: number, label: string | null) =>
    sql`select ${n}::int + 1 as next, ${label}::text as label, array[${n}::int] as list`;

  it('answers the same rows as db.execute, with parameters and nulls', async () => {
    const { db } = ctx.database;
    for (const [n, label] of [
      [1, 'un'],
      [2, null],
      [3, 'trois'],
    ] as const) {
      expect(await executePrepared(db, statement(n, label))).toEqual(rowsOf(await db.execute(statement(n, label))));
    }
    expect(await executePrepared(db, statement(4, 'quatre'))).toEqual([{ next: 5, label: 'quatre', list: [4] }]);
  });

  it('runs inside a transaction, on the transaction', async () => {
    const rows = await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`create temporary table prepared_probe (n int) on commit drop`);
      await tx.execute(sql`insert into prepared_probe values (7)`);
      return executePrepared<{ n: number }>(
        tx as unknown as Database,
        sql`select n from prepared_probe where n = ${7}`,
      );
    });
    expect(rows).toEqual([{ n: 7 }]);
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'prepares the statement on the PostgreSQL connection, once',
    async () => {
      // One connection, so the session that ran the statement is the one asked about it.
      const client = postgres(process.env.TEST_DATABASE_URL!, { max: 1, onnotice: () => {} });
      try {
        const db = drizzle({ client, schema }) as unknown as Database;
        await executePrepared(db, statement(1, 'un'));
        await executePrepared(db, statement(2, 'deux'));
        const prepared = await client`select statement from pg_prepared_statements`;
        const texts = prepared.map((row) => String(row.statement));
        expect(texts.filter((text) => text.includes('as next, '))).toHaveLength(1);
      } finally {
        await client.end();
      }
    },
  );
});
