import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Storage } from './storage.ts';

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]{0,200}$/u;

/** Stores files under a root folder (the data directory's `media/`). */
export function createLocalStorage(root: string): Storage {
  const resolve = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    async read(key) {
      try {
        return await readFile(resolve(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async write(key, data) {
      const target = resolve(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temporary = `${target}.${randomUUID()}.tmp`;
      await writeFile(temporary, data);
      await rename(temporary, target);
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
  };
}
