import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import postgres from 'postgres';
import type { Storage } from '../providers/storage/storage.ts';
import { readFigures } from './database-figures.ts';
import { BACKUP_FILES, type Manifest } from './manifest.ts';
import { OperationError, runPgTool, sha256Of } from './pg-tools.ts';

export interface BackupOptions {
  databaseUrl: string;
  storage: Storage;
  /** The folder to write: created, refused when it exists, removed when the backup fails. */
  folder: string;
  /** Called once the snapshot is taken and described, before pg_dump reads it (tests write then). */
  onSnapshot?: () => Promise<void>;
}

/** The dated folder name of a backup: UTC, sortable, no colons (refused by some file systems). */
export const backupFolderName = (at = new Date()) =>
  at
    .toISOString()
    .replace(/\.\d+Z$/u, 'Z')
    .replaceAll(':', '-');

/**
 * Writes a consistent backup of the shop: the database as one snapshot, then the media.
 *
 * Consistency: one REPEATABLE READ transaction exports its snapshot (pg_export_snapshot), reads the
 * figures the manifest states (row counts, checksums) and stays open while `pg_dump --snapshot`
 * dumps that very snapshot. The manifest therefore describes exactly the dump's rows, however many
 * orders are written meanwhile, and a restore can check itself against it.
 *
 * The media are copied after the dump: a file never changes once written (new pictures get new
 * keys), so the folder may only hold pictures newer than the dump, which nothing references.
 */
export async function backupShop(options: BackupOptions): Promise<Manifest> {
  const { folder } = options;
  await mkdir(path.dirname(folder), { recursive: true });
  try {
    await mkdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    throw new OperationError(`${folder} already exists: a backup goes into a new folder.`);
  }
  try {
    return await writeBackup(options);
  } catch (error) {
    // The folder is this run's own (made just above): an unfinished backup left there would only be
    // mistaken for one.
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
}

async function writeBackup(options: BackupOptions): Promise<Manifest> {
  const { folder, storage } = options;
  const dumpFile = path.join(folder, BACKUP_FILES.dump);
  const createdAt = new Date().toISOString();

  const sql = postgres(options.databaseUrl, {
    max: 1,
    onnotice: () => {},
    connection: { application_name: 'boutique-backup' },
  });
  let described;
  try {
    described = await sql.begin('isolation level repeatable read read only', async (tx) => {
      const [exported] = await tx<{ id: string; version: string }[]>`
        select pg_export_snapshot() as id, current_setting('server_version') as version`;
      const figures = await readFigures(tx);
      await options.onSnapshot?.();
      await runPgTool('pg_dump', options.databaseUrl, [
        '--format=custom',
        `--snapshot=${exported!.id}`,
        `--file=${dumpFile}`,
      ]);
      return { figures, serverVersion: exported!.version };
    });
  } finally {
    await sql.end({ timeout: 5 });
  }

  const files: Manifest['media']['files'] = [];
  for await (const file of storage.list()) {
    const opened = await storage.open(file.key);
    if (!opened) continue; // Removed since it was listed: no longer part of the shop.
    const target = path.join(folder, BACKUP_FILES.media, file.key);
    await mkdir(path.dirname(target), { recursive: true });
    await pipeline(opened.stream, createWriteStream(target));
    files.push({ key: file.key, size: (await stat(target)).size });
  }

  const manifest: Manifest = {
    format: 1,
    createdAt,
    database: {
      file: BACKUP_FILES.dump,
      format: 'pg_dump-custom',
      size: (await stat(dumpFile)).size,
      sha256: await sha256Of(dumpFile),
      serverVersion: described.serverVersion,
    },
    ...described.figures,
    media: { storage: storage.kind, files },
  };
  // Written last, whole or not at all: a folder with a manifest is a finished backup.
  const manifestFile = path.join(folder, BACKUP_FILES.manifest);
  await writeFile(`${manifestFile}.tmp`, `${JSON.stringify(manifest, null, 2)}\n`);
  await rename(`${manifestFile}.tmp`, manifestFile);
  return manifest;
}
