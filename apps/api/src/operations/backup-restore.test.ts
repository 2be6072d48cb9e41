import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createLocalStorage } from '../providers/storage/local-storage.ts';
import { createS3Storage } from '../providers/storage/s3-storage.ts';
import { s3OptionsFrom } from '../providers/storage/storage-from-config.ts';
import { startS3TestServer } from '../test/s3-test-server.ts';
import { backupShop } from './backup-shop.ts';
import { readFigures } from './database-figures.ts';
import { restoreShop } from './restore-shop.ts';

const run = promisify(execFile);
const apiRoot = fileURLToPath(new URL('../..', import.meta.url));
const serverUrl = process.env.TEST_DATABASE_URL;

/** Runs a command of this folder as `npm run backup` / `restore` would, from the sources. */
const command = (file: string, args: string[], env: Record<string, string>) =>
  run(process.execPath, ['--import', 'tsx', `src/operations/${file}`, ...args], {
    cwd: apiRoot,
    env: { PATH: process.env.PATH, LOG_LEVEL: 'silent', ...env },
  }).then(
    (done) => ({ code: 0, stdout: done.stdout, stderr: done.stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );

describe('backing up without PostgreSQL', () => {
  it('says that a backup needs PostgreSQL, and what to do with the embedded database', async () => {
    const answer = await command('backup.ts', [], { DATA_DIR: path.join(tmpdir(), 'boutique-no-database') });
    expect(answer.code).toBe(1);
    expect(answer.stderr).toContain('Backup needs PostgreSQL: set DATABASE_URL');
    expect(answer.stderr).toContain('stop the shop and copy the whole data directory');
  });
});

describe.runIf(serverUrl)('backing up while orders are written, then restoring', () => {
  const admin = postgres(serverUrl ?? 'postgres://unused', { max: 1, onnotice: () => {} });
  const prefix = `boutique_backup_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const names = {
    live: `${prefix}_live`,
    restored: `${prefix}_restored`,
    byCommand: `${prefix}_cmd`,
    fromBucket: `${prefix}_bucket`,
  };
  const urlOf = (name: string) => Object.assign(new URL(serverUrl!), { pathname: `/${name}` }).toString();
  let folder: string;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'boutique-backup-'));
    await admin.unsafe(`create database ${names.live} template ${inject('databaseTemplates').demo}`);
    // Empty databases, as an operator creates them to restore into.
    await admin.unsafe(`create database ${names.restored}`);
    await admin.unsafe(`create database ${names.byCommand}`);
    await admin.unsafe(`create database ${names.fromBucket}`);
  });
  afterAll(async () => {
    for (const name of Object.values(names)) await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
    await rm(folder, { recursive: true, force: true });
  });

  /**
   * Writers placing paid orders as checkout does in one transaction: an order number and an
   * invoice number from the counters, and a credit note for every third order. They run until
   * stopped; `committed` counts their transactions, and `waitFor` resolves once it reaches a figure.
   */
  function startWriters(url: string, writers: number) {
    const sql = postgres(url, { max: writers, onnotice: () => {} });
    let stopped = false;
    let committed = 0;
    const waiting: { target: number; resolve: () => void }[] = [];
    const next = (key: string, tx: postgres.TransactionSql) =>
      tx<{ valeur: number }[]>`insert into compteurs (cle, valeur) values (${key}, 1)
        on conflict (cle) do update set valeur = compteurs.valeur + 1 returning valeur`.then(([row]) => row!.valeur);
    const loops = Array.from({ length: writers }, async () => {
      const [user] = await sql<{ id: number }[]>`
        insert into users (mail) values (${`writer-${Math.random()}@example.com`}) returning id`;
      while (!stopped) {
        await sql.begin(async (tx) => {
          const number = await next('backup-test-facture', tx);
          const [order] = await tx<{ id: number }[]>`
            insert into commandes (user_id, panier_hash, statut, total_ht, total_ttc, expire, payee, numero, facture_numero)
            values (${user!.id}, gen_random_uuid(), 'payee', ${1000 + number}, ${1200 + number}, now(), now(),
              ${`OC-T-${number}`}, ${`F-T-${String(number).padStart(6, '0')}`}) returning id`;
          if (number % 3 === 0) {
            const credit = await next('backup-test-avoir', tx);
            await tx`insert into avoirs (numero, commande_id, total_ht, total_ttc, tva)
              values (${`AV-T-${credit}`}, ${order!.id}, 1000, 1200, '[]'::jsonb)`;
          }
        });
        committed += 1;
        for (const waiter of waiting.filter((entry) => committed >= entry.target)) {
          waiting.splice(waiting.indexOf(waiter), 1);
          waiter.resolve();
        }
      }
    });
    return {
      committed: () => committed,
      waitFor: (target: number) =>
        committed >= target ? Promise.resolve() : new Promise<void>((resolve) => waiting.push({ target, resolve })),
      async stop() {
        stopped = true;
        await Promise.all(loops);
        await sql.end();
      },
    };
  }

  const figuresOf = async (url: string) => {
    const sql = postgres(url, { max: 1, onnotice: () => {} });
    try {
      return await sql.begin('isolation level repeatable read read only', (tx) => readFigures(tx));
    } finally {
      await sql.end();
    }
  };

  it('dumps one snapshot that the restored database matches row for row, with the media', async () => {
    const media = path.join(folder, 'live-media');
    await mkdir(path.join(media, 'renditions/7'), { recursive: true });
    await writeFile(path.join(media, 'renditions/7/320.webp'), 'rendition bytes');
    await writeFile(path.join(media, 'renditions/7/640.webp.1234.tmp'), 'an interrupted write');
    const writers = startWriters(urlOf(names.live), 3);
    let snapshotAt = 0;
    let manifest;
    try {
      await writers.waitFor(5);
      manifest = await backupShop({
        databaseUrl: urlOf(names.live),
        storage: createLocalStorage(media),
        folder: path.join(folder, 'backup'),
        // Orders committed after the snapshot, while pg_dump has still to read it: the dump must not hold them.
        onSnapshot: async () => {
          snapshotAt = writers.committed();
          await writers.waitFor(snapshotAt + 10);
        },
      });
      await writers.waitFor(writers.committed() + 3);
    } finally {
      await writers.stop();
    }

    const live = await figuresOf(urlOf(names.live));
    // The snapshot holds the orders committed before it, and none of the ten or more after it (less
    // the three writers' last transactions, which may have committed just before it yet been counted after).
    expect(manifest.tables.commandes).toBeGreaterThan(0);
    expect(live.tables.commandes! - manifest.tables.commandes!).toBeGreaterThanOrEqual(
      writers.committed() - snapshotAt - 3,
    );
    expect(live.checksums.commandes).not.toBe(manifest.checksums.commandes);
    expect(manifest.tables.avoirs).toBeGreaterThan(0);
    expect(manifest.media.files).toEqual([{ key: 'renditions/7/320.webp', size: 15 }]);
    expect(manifest.database.sha256).toMatch(/^[0-9a-f]{64}$/u);

    const restoredMedia = path.join(folder, 'restored-media');
    const report = await restoreShop({
      databaseUrl: urlOf(names.restored),
      storage: createLocalStorage(restoredMedia),
      folder: path.join(folder, 'backup'),
    });
    expect(report.differences).toEqual([]);
    // Read again here, not taken from the report: the restored rows are the snapshot's, to the byte.
    const restored = await figuresOf(urlOf(names.restored));
    expect(restored).toEqual({
      migrations: manifest.migrations,
      tables: manifest.tables,
      checksums: manifest.checksums,
    });
    expect(await readFile(path.join(restoredMedia, 'renditions/7/320.webp'), 'utf8')).toBe('rendition bytes');

    // A database with tables is never restored into: the same backup again is refused, untouched.
    await expect(
      restoreShop({
        databaseUrl: urlOf(names.restored),
        storage: createLocalStorage(restoredMedia),
        folder: path.join(folder, 'backup'),
      }),
    ).rejects.toThrow(/already has \d+ tables: a restore goes into an empty database only/u);
    expect(await figuresOf(urlOf(names.restored))).toEqual(restored);
  }, 120_000);

  it('copies the media of a bucket (listed page by page) into the backup, and back into a bucket', async () => {
    const s3 = await startS3TestServer('backup-media');
    try {
      const bucket = await createS3Storage(s3OptionsFrom(loadConfig(s3.env()))!);
      await bucket.write('originals/uploads/a.jpg', 'original bytes');
      await bucket.write('renditions/9/320.webp', 'rendition bytes');
      const manifest = await backupShop({
        databaseUrl: urlOf(names.live),
        storage: bucket,
        folder: path.join(folder, 'from-bucket'),
      });
      expect(manifest.media).toEqual({
        storage: 's3',
        files: [
          { key: 'originals/uploads/a.jpg', size: 14 },
          { key: 'renditions/9/320.webp', size: 15 },
        ],
      });
      expect(await readFile(path.join(folder, 'from-bucket/media/originals/uploads/a.jpg'), 'utf8')).toBe(
        'original bytes',
      );
      // A shop restored onto a new bucket gets its pictures back there.
      await bucket.remove('originals/uploads/a.jpg');
      const report = await restoreShop({
        databaseUrl: urlOf(names.fromBucket),
        storage: bucket,
        folder: path.join(folder, 'from-bucket'),
      });
      expect(report).toMatchObject({ mediaFiles: 2, differences: [] });
      expect((await bucket.read('originals/uploads/a.jpg'))?.toString()).toBe('original bytes');
    } finally {
      await s3.close();
    }
  });

  it('runs as two commands: a dated folder under BACKUP_DIR, restored and checked', async () => {
    const backups = path.join(folder, 'by-command');
    const env = { DATA_DIR: path.join(folder, 'command-data'), BACKUP_DIR: backups };
    const backedUp = await command('backup.ts', [], { ...env, DATABASE_URL: urlOf(names.live) });
    expect(backedUp.stderr).toBe('');
    expect(backedUp.stdout).toMatch(/Done: database\.dump \(\d+ bytes, \d+ tables, \d+ orders\) and 0 media files\./u);
    const [dated] = await readdir(backups);
    expect(dated).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ$/u);

    const restored = await command('restore.ts', [path.join(backups, dated!)], {
      ...env,
      DATABASE_URL: urlOf(names.byCommand),
    });
    expect(restored.stdout).toContain('row counts and checksums as in the manifest');
    expect(restored.code).toBe(0);

    const again = await command('restore.ts', [path.join(backups, dated!)], {
      ...env,
      DATABASE_URL: urlOf(names.byCommand),
    });
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/^Restore stopped: The database already has \d+ tables/u);

    // Without PostgreSQL's client programs: a clear message, and no half-made folder left behind.
    const elsewhere = path.join(folder, 'without-tools');
    const noTools = await command('backup.ts', [], {
      ...env,
      BACKUP_DIR: elsewhere,
      DATABASE_URL: urlOf(names.live),
      PATH: '/nonexistent',
    });
    expect(noTools.code).toBe(1);
    expect(noTools.stderr).toContain('Backup stopped: pg_dump was not found: install PostgreSQL');
    expect(await readdir(elsewhere)).toEqual([]);

    // A folder that exists is never written into, nor removed.
    await expect(
      backupShop({
        databaseUrl: urlOf(names.live),
        storage: createLocalStorage(env.DATA_DIR),
        folder: path.join(backups, dated!),
      }),
    ).rejects.toThrow('already exists: a backup goes into a new folder');
    expect((await readdir(path.join(backups, dated!))).sort()).toEqual(['database.dump', 'manifest.json']);
  }, 120_000);
});
