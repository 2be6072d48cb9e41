import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, type Storage } from './storage.ts';

export interface CopyReport {
  copied: string[];
  /** Already in the bucket with the same size. */
  skipped: string[];
  /** Files whose names are not storage keys (left there by hand): named, never copied. */
  refused: string[];
}

/** Files copied at once: a few uploads in flight keep the link busy without flooding the bucket. */
const PARALLEL_FILES = 4;

/** Every file under the media root as a storage key (`renditions/12/320.webp`), temporaries left out. */
async function localKeys(root: string) {
  let entries;
  try {
    entries = await readdir(root, { recursive: true, withFileTypes: true });
  } catch (error) {
    // A shop that never stored a picture has no media folder: nothing to copy.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return entries
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.tmp'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/**
 * Copies the local media folder into a bucket under the same keys. Idempotent: a file already
 * there with the same size is skipped (files are never edited in place: an original or rendition
 * keeps its bytes for life, so the same size means the same file), so an interrupted copy resumes.
 */
export async function copyMediaToBucket(
  root: string,
  bucket: Storage,
  onFile: (key: string, outcome: 'copied' | 'skipped') => void = () => {},
): Promise<CopyReport> {
  const report: CopyReport = { copied: [], skipped: [], refused: [] };
  const queue = await localKeys(root);
  async function copyNext(): Promise<void> {
    const key = queue.shift();
    if (key === undefined) return;
    try {
      assertSafeKey(key);
    } catch {
      report.refused.push(key);
      return copyNext();
    }
    const file = path.join(root, key);
    const { size } = await stat(file);
    if ((await bucket.size(key)) === size) {
      report.skipped.push(key);
      onFile(key, 'skipped');
    } else {
      await bucket.write(key, createReadStream(file));
      report.copied.push(key);
      onFile(key, 'copied');
    }
    return copyNext();
  }
  await Promise.all(Array.from({ length: PARALLEL_FILES }, copyNext));
  return report;
}
