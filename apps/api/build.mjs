// Bundles the server into dist/server.js (and the media copy command into dist/media-to-s3.js, the
// backup and restore commands into dist/operations/). Workspace packages (TypeScript sources) are bundled in;
// npm dependencies stay external and load from node_modules. Migrations are copied beside it.
import { cp, rm } from 'node:fs/promises';
import { build } from 'esbuild';

await rm('dist', { recursive: true, force: true });
await build({
  entryPoints: ['src/server.ts', 'src/media-to-s3.ts', 'src/operations/backup.ts', 'src/operations/restore.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-npm-packages',
      setup(builder) {
        builder.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@boutique/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
await cp('src/db/migrations', 'dist/migrations', { recursive: true });
