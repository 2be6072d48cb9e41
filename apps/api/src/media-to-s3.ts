// `npm run media:to-s3`: copies DATA_DIR/media into the bucket the S3_* variables name, before a
// shop switches its media to that bucket (or again after, to catch up). Safe to run twice.
import { loadConfig } from './config.ts';
import { copyMediaToBucket } from './providers/storage/copy-to-bucket.ts';
import { createS3Storage } from './providers/storage/s3-storage.ts';
import { localMediaRoot, s3OptionsFrom } from './providers/storage/storage-from-config.ts';

const config = loadConfig();
const s3 = s3OptionsFrom(config);
if (!s3) {
  console.error(
    'No bucket configured: set S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY.',
  );
  process.exit(1);
}
const root = localMediaRoot(config);
console.info(`Copying ${root} to bucket ${s3.bucket} at ${s3.endpoint}…`);
try {
  const report = await copyMediaToBucket(root, await createS3Storage(s3));
  for (const key of report.refused) console.warn(`Left out (not a media file name): ${key}`);
  console.info(`Done: ${report.copied.length} copied, ${report.skipped.length} already there.`);
} catch (error) {
  const cause =
    error instanceof Error && error.cause instanceof Error ? ` (${error.cause.name}: ${error.cause.message})` : '';
  console.error(`Copy stopped: ${error instanceof Error ? error.message : String(error)}${cause}`);
  console.error('Files copied so far stay in the bucket; run the command again to finish.');
  process.exit(1);
}
