import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import postgres from 'postgres';
import type { Storage } from '../providers/storage/storage.ts';
import { compareFigures, readFigures } from './database-figures.ts';
import { BACKUP_FILES, readManifest } from './manifest.ts';
import { OperationError, runPgTool, sha256Of } from './pg-tools.ts';

export interface RestoreReport {
  tables: number;
  mediaFiles: number;
  /** Where the restored database differs from the manifest, one line each: empty when whole. */
  differences: string[];
}

/** Tables in the database outside PostgreSQL's own schemas: a restore goes into an empty one only. */
async function countTables(sql: postgres.Sql) {
  const [row] = await sql<{ count: string }[]>`
    select count(*) as count from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema')
      and n.nspname not like 'pg\_toast%'`;
  return Number(row!.count);
}

/**
 * Loads a backup folder into an empty database, puts the media back into the shop's storage (the
 * local folder or the bucket the S3_* variables name), then checks the restored rows against the
 * manifest's counts and checksums.
 */
export async function restoreShop(options: {
  databaseUrl: string;
  storage: Storage;
  folder: string;
}): Promise<RestoreReport> {
  const { folder, storage } = options;
  const manifest = await readManifest(folder);
  const dumpFile = path.join(folder, manifest.database.file);
  if ((await sha256Of(dumpFile).catch(() => null)) !== manifest.database.sha256) {
    throw new OperationError(
      `${dumpFile} is missing or damaged (its SHA-256 is not the manifest's): restore another backup.`,
    );
  }
  for (const file of manifest.media.files) {
    const size = await stat(path.join(folder, BACKUP_FILES.media, file.key)).then(
      (found) => found.size,
      () => null,
    );
    if (size !== file.size) throw new OperationError(`Media file ${file.key} is missing or damaged in ${folder}.`);
  }

  const sql = postgres(options.databaseUrl, {
    max: 1,
    onnotice: () => {},
    connection: { application_name: 'boutique-restore' },
  });
  try {
    const tables = await countTables(sql);
    if (tables > 0) {
      throw new OperationError(
        `The database already has ${tables} tables: a restore goes into an empty database only ` +
          `(create one, e.g. createdb boutique_restored, and point DATABASE_URL at it).`,
      );
    }
    // One transaction: a failed restore leaves the database empty, ready for another attempt.
    // No owner: the tables belong to whoever restores, whatever role owned them before.
    await runPgTool('pg_restore', options.databaseUrl, ['--no-owner', '--single-transaction', dumpFile]);

    for (const file of manifest.media.files) {
      await storage.write(file.key, createReadStream(path.join(folder, BACKUP_FILES.media, file.key)));
    }

    const found = await sql.begin('isolation level repeatable read read only', (tx) => readFigures(tx));
    return {
      tables: Object.keys(found.tables).length,
      mediaFiles: manifest.media.files.length,
      differences: compareFigures(manifest, found),
    };
  } finally {
    await sql.end({ timeout: 5 });
  }
}
