import postgres from 'postgres';

export interface ScratchDatabase {
  url: string;
  sql: postgres.Sql;
  drop(): Promise<void>;
}

/**
 * A new, empty PostgreSQL database on the server of TEST_DATABASE_URL, for tests that run several
 * server processes on one database (dropped afterwards).
 */
export async function createScratchDatabase(serverUrl: string): Promise<ScratchDatabase> {
  const name = `boutique_e2e_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const sql = postgres(url.toString(), { max: 4, onnotice: () => {} });
  return {
    url: url.toString(),
    sql,
    async drop() {
      await sql.end();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
