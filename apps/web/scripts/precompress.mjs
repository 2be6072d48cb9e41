// Writes .br and .gz copies of the built text files, so the server sends them without
// compressing on every request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest|txt|xml)$/u;

for (const entry of await readdir(dist, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
  // The server's renderer (dist/.server) is read by the server, never sent.
  if (path.relative(dist, entry.parentPath).split(path.sep)[0] === '.server') continue;
  const file = path.join(entry.parentPath, entry.name);
  const data = await readFile(file);
  if (data.length < 1024) continue;
  await writeFile(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  await writeFile(`${file}.gz`, gzipSync(data, { level: 9 }));
}
