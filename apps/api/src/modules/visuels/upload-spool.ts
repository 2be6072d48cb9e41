import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** An upload written to a private temporary file; `discard()` removes it, whatever happened. */
export interface SpooledUpload {
  path: string;
  discard(): Promise<void>;
}

/**
 * Writes an incoming file to a temporary file as it arrives, so the request never holds a whole
 * picture in memory: sharp then reads the file from disk (decoding as it goes) and the storage
 * streams the original from it. A stream that fails (too large, connection cut) leaves no file.
 */
export async function spoolUpload(file: Readable): Promise<SpooledUpload> {
  const folder = await mkdtemp(path.join(tmpdir(), 'boutique-upload-'));
  const discard = () => rm(folder, { recursive: true, force: true });
  const target = path.join(folder, 'upload');
  try {
    await pipeline(file, createWriteStream(target, { mode: 0o600 }));
  } catch (error) {
    await discard();
    throw error;
  }
  return { path: target, discard };
}
