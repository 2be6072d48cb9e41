import { defineConfig } from 'vitest/config';

// One runner for every layer: `npm test` runs them all, `--project NAME` one of them.
export default defineConfig({
  test: {
    reporters: ['default', './scripts/slowest-files-reporter.mjs'],
    projects: [
      { test: { name: 'domain', root: 'packages/domain', environment: 'node' } },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each test file clones a database migrated (and seeded) once per run.
          globalSetup: ['./src/test/database-templates.ts'],
        },
      },
      './apps/web/vite.config.ts',
      {
        test: {
          name: 'e2e',
          root: 'e2e',
          environment: 'node',
          globalSetup: ['./src/global-setup.ts'],
          // Fails any test during which a page raised a Content-Security-Policy violation, an
          // uncaught error or a hydration error.
          setupFiles: ['./src/csp-guard.setup.ts', './src/page-error-guard.setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A round trip and a re-render can take over a second on a busy 2-core machine.
          expect: { poll: { timeout: 10_000 } },
          fileParallelism: false,
        },
      },
    ],
  },
});
