import path from 'node:path';
import type { Config } from '../../config.ts';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

type StorageConfig = Pick<
  Config,
  | 'DATA_DIR'
  | 'S3_ENDPOINT'
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
>;

/** The bucket's settings when every S3 variable is set (loadConfig refuses a partial set), else null. */
export function s3OptionsFrom(config: StorageConfig) {
  const { S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = config;
  if (!S3_ENDPOINT || !S3_BUCKET || !S3_REGION || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) return null;
  return {
    endpoint: S3_ENDPOINT,
    bucket: S3_BUCKET,
    region: S3_REGION,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE === 'true',
  };
}

/** The local media folder, where files live without a bucket and where the copy command reads them. */
export const localMediaRoot = (config: Pick<Config, 'DATA_DIR'>) => path.join(config.DATA_DIR, 'media');

/** The configured media storage: the bucket when S3 is configured, the data directory's `media/` otherwise. */
export async function storageFromConfig(config: StorageConfig): Promise<Storage> {
  const s3 = s3OptionsFrom(config);
  return s3 ? await createS3Storage(s3) : createLocalStorage(localMediaRoot(config));
}
