import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { createScratchDatabase } from './test-app.ts';

const MIGRATIONS = fileURLToPath(new URL('../db/migrations', import.meta.url));

/** A database as the migrations before one left it, for testing that one. */
export interface DatabaseBeforeMigration {
  /** The database as it was: the test writes the rows the migration will meet. */
  old: DatabaseHandle;
  /** Closes it and opens it again with every migration, the one under test included. */
  migrate(): Promise<DatabaseHandle>;
  /** Closes it and removes it. */
  remove(): Promise<void>;
}

/**
 * The shop's database just before the migration named `tag` (e.g. `0041_partial_refunds`): a new
 * database on the server of TEST_DATABASE_URL when the run has one (as CI does), an embedded one
 * on disk otherwise (about 20 s of a busy core to migrate, against 1 s on PostgreSQL).
 */
export async function openBeforeMigration(tag: string): Promise<DatabaseBeforeMigration> {
  const work = await mkdtemp(path.join(tmpdir(), `boutique-${tag}-`));
  const before = path.join(work, 'migrations');
  await cp(MIGRATIONS, before, { recursive: true });
  const journalPath = path.join(before, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  if (index <= 0) throw new Error(`No migration ${tag} after the first one`);
  journal.entries = journal.entries.slice(0, index);
  await writeFile(journalPath, JSON.stringify(journal));
  const serverUrl = process.env.TEST_DATABASE_URL;
  const scratch = serverUrl ? await createScratchDatabase(serverUrl) : undefined;
  const where = { url: scratch?.url, dataDir: path.join(work, 'data') };
  let open = await openDatabase({ ...where, migrationsDir: before });
  return {
    old: open,
    async migrate() {
      await open.close();
      open = await openDatabase(where);
      return open;
    },
    async remove() {
      await open.close();
      await scratch?.drop();
      await rm(work, { recursive: true, force: true });
    },
  };
}
