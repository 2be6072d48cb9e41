import postgres from 'postgres';
import { createDatabase, databaseTemplate } from './database-template.ts';

export interface ScratchDatabase {
  url: string;
  sql: postgres.Sql;
  drop(): Promise<void>;
}

/**
 * A database of its own on the server of TEST_DATABASE_URL, for tests that run several server
 * processes on one database or read it directly (dropped afterwards). It starts as the e2e template
 * (migrated, with the demo) when the run has one, empty otherwise: the first shop started on it
 * migrates and seeds it.
 */
export async function createScratchDatabase(serverUrl: string): Promise<ScratchDatabase> {
  const template = databaseTemplate();
  const database = await createDatabase(serverUrl, template?.serverUrl === serverUrl ? template.name : undefined);
  const sql = postgres(database.url, { max: 4, onnotice: () => {} });
  return {
    url: database.url,
    sql,
    async drop() {
      await sql.end();
      await database.drop();
    },
  };
}
