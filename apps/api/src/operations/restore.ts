// `npm run restore -- <folder>`: a backup folder into an EMPTY database (DATABASE_URL) and the media
// into the shop's storage, then checked against the manifest. docs/operations.md "Back up and restore".
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { storageFromConfig } from '../providers/storage/storage-from-config.ts';
import { reportFailure } from './report-failure.ts';
import { restoreShop } from './restore-shop.ts';

const config = loadConfig();
const folder = process.argv[2];
if (!folder) {
  console.error('Name the backup folder: npm run restore -- backups/2026-11-28T03-00-00Z');
  process.exit(1);
}
if (!config.DATABASE_URL) {
  console.error('Restore needs PostgreSQL: set DATABASE_URL to an empty database.');
  process.exit(1);
}
try {
  console.info(`Restoring ${path.resolve(folder)}…`);
  const report = await restoreShop({
    databaseUrl: config.DATABASE_URL,
    storage: await storageFromConfig(config),
    folder: path.resolve(folder),
  });
  if (report.differences.length > 0) {
    console.error(`Restored, but it differs from the manifest:\n  ${report.differences.join('\n  ')}`);
    process.exit(1);
  }
  console.info(
    `Done: ${report.tables} tables, row counts and checksums as in the manifest; ${report.mediaFiles} media files.`,
  );
} catch (error) {
  reportFailure('Restore', error);
  process.exit(1);
}
