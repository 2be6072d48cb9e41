// `npm run backup`: the PostgreSQL database (one consistent snapshot) and the media into a new dated
// folder under BACKUP_DIR, with a manifest. docs/operations.md "Back up and restore".
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { storageFromConfig } from '../providers/storage/storage-from-config.ts';
import { backupFolderName, backupShop } from './backup-shop.ts';
import { reportFailure } from './report-failure.ts';

const config = loadConfig();
if (!config.DATABASE_URL) {
  // The embedded database lives in one process's files: copying them while the shop runs is not a
  // consistent copy, and there is no server to ask for a snapshot.
  console.error(
    'Backup needs PostgreSQL: set DATABASE_URL. With the embedded database (no DATABASE_URL), stop the shop ' +
      `and copy the whole data directory (${config.DATA_DIR}) instead.`,
  );
  process.exit(1);
}
const folder = path.resolve(config.BACKUP_DIR, backupFolderName());
try {
  console.info(`Backing up to ${folder}…`);
  const manifest = await backupShop({
    databaseUrl: config.DATABASE_URL,
    storage: await storageFromConfig(config),
    folder,
  });
  const orders = manifest.tables.commandes ?? 0;
  console.info(
    `Done: ${manifest.database.file} (${manifest.database.size} bytes, ${Object.keys(manifest.tables).length} tables, ` +
      `${orders} orders) and ${manifest.media.files.length} media files.`,
  );
} catch (error) {
  reportFailure('Backup', error);
  process.exit(1);
}
