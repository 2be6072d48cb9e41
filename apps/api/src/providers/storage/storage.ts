import type { Readable } from 'node:stream';

/** A stored file opened for reading: its bytes as a stream, and how many there are when known. */
export interface OpenedFile {
  stream: Readable;
  size: number | undefined;
}

/** A stored file as listed: its key and size in bytes. */
export interface StoredFile {
  key: string;
  size: number;
}

/**
 * Where media files live: local disk under `DATA_DIR/media` by default, any S3-compatible bucket
 * when `S3_*` is configured (storage-from-config.ts). Keys are relative paths such as
 * `originals/uploads/{uuid}.jpg` or `renditions/{id}/320.webp`, the same in both places, so the
 * copy command moves files without renaming them.
 */
export interface Storage {
  /** `local` or `s3`, for logs and the copy command. */
  readonly kind: 'local' | 's3';
  /** The stored bytes, or null when the key does not exist. */
  read(key: string): Promise<Buffer | null>;
  /** The stored bytes as a stream (nothing held whole in memory), or null when the key does not exist. */
  open(key: string): Promise<OpenedFile | null>;
  /** The size in bytes of a stored file, or null when the key does not exist. */
  size(key: string): Promise<number | null>;
  /**
   * Stores bytes under a key, replacing any file there; a reader never sees half a file. A stream
   * is consumed as it arrives (multipart upload on S3), so a large file is never held whole.
   */
  write(key: string, data: Buffer | string | Readable, contentType?: string): Promise<void>;
  /**
   * Every stored file, its key and size, in key order (backup). Files whose names are not keys
   * (a temporary left by an interrupted write, a file dropped by hand) are left out.
   */
  list(): AsyncIterable<StoredFile>;
  /** Removes the file; a key that does not exist is already removed. */
  remove(key: string): Promise<void>;
  /** Whether the store answers (the folder exists, the bucket is there and its keys are accepted): /api/ready. */
  isReachable(): Promise<boolean>;
}

/** The type a stored file is served with, from its extension (S3 keeps it as the object's metadata). */
export function contentTypeOf(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  svg: 'image/svg+xml',
};

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]{0,200}$/u;

/** Whether a name is a storage key: no way out of the media root or the bucket's prefix. */
export const isSafeKey = (key: string) => SAFE_KEY.test(key) && !key.includes('..');

/** Refuses keys that could escape the media root or the bucket's prefix. */
export function assertSafeKey(key: string) {
  if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
}
