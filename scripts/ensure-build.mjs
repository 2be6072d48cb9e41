// Runs before `npm start`: builds the web app and the server when a build is missing or older than
// the sources, so `npm install && npm start` works on a fresh clone and after a pull.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const outputs = [
  'apps/api/dist/server.js',
  'apps/api/dist/media-to-s3.js',
  'apps/api/dist/operations/backup.js',
  'apps/api/dist/operations/restore.js',
  'apps/web/dist/index.html',
  'apps/web/dist/.server/entry.js',
];
const sources = [
  'packages/domain/src',
  'apps/api/src',
  'apps/api/build.mjs',
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((name) => newestMtime(path.join(entry, name))));
}

const builtAt = Math.min(...outputs.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
if (builtAt < Math.max(...sources.map(newestMtime))) {
  console.info('Building the shop…');
  execSync('npm run build', { stdio: 'inherit' });
}
