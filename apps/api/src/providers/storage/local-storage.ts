import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertSafeKey, isSafeKey, type Storage } from './storage.ts';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Stores files under a root folder (the data directory's `media/`). */
export function createLocalStorage(root: string): Storage {
  const resolve = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  async function sizeOf(key: string) {
    try {
      return (await stat(resolve(key))).size;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }
  return {
    kind: 'local',
    isReachable: () =>
      mkdir(root, { recursive: true }).then(
        () => true,
        () => false,
      ),
    async read(key) {
      try {
        return await readFile(resolve(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async open(key) {
      const file = resolve(key);
      try {
        const { size } = await stat(file);
        return { stream: createReadStream(file), size };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    size: sizeOf,
    async write(key, data) {
      const target = resolve(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temporary = `${target}.${randomUUID()}.tmp`;
      try {
        await pipeline(data instanceof Readable ? data : Readable.from([data]), createWriteStream(temporary));
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
    async *list() {
      let entries;
      try {
        entries = await readdir(root, { recursive: true, withFileTypes: true });
      } catch (error) {
        // A shop that never stored a picture has no media folder yet.
        if (isMissing(error)) return;
        throw error;
      }
      const keys = entries
        .filter((entry) => entry.isFile() && !entry.name.endsWith('.tmp'))
        .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
        .filter(isSafeKey)
        .sort();
      for (const key of keys) {
        const size = await sizeOf(key);
        // Removed since the folder was read: no longer stored.
        if (size !== null) yield { key, size };
      }
    },
  };
}
