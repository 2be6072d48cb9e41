import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import LongestFirstSequencer from './scripts/longest-first-sequencer.mjs';

const e2e = {
  root: 'e2e',
  environment: 'node',
  // A browser and a shop process per file: one file at a time, after the unit and API files.
  fileParallelism: false,
  // Fails any test during which a page raised a Content-Security-Policy violation, an uncaught
  // error or a hydration error.
  setupFiles: ['./src/csp-guard.setup.ts', './src/page-error-guard.setup.ts'],
  // On PostgreSQL, every shop a file starts clones one database migrated and seeded once per run.
  globalSetup: ['./src/database-template.ts'],
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // A round trip and a re-render can take over a second on a busy 2-core machine.
  expect: { poll: { timeout: 10_000 } },
};

// One runner for every layer: `npm test` runs them all, `--project NAME` one of them.
export default defineConfig({
  test: {
    reporters: ['default', './scripts/slowest-files-reporter.mjs'],
    // The files that run for minutes start first in their project (the crash file first of the e2e
    // group, beside the other files rather than after them).
    sequence: { sequencer: LongestFirstSequencer },
    // Unit and API files wait on PostgreSQL as much as they compute: one worker per core (Vitest's
    // default leaves one core to itself) keeps a 2-core machine busy.
    maxWorkers: availableParallelism(),
    projects: [
      { test: { name: 'domain', root: 'packages/domain', environment: 'node' } },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          // A file's modules are kept for the next file of its worker: the app's state lives in the
          // instance each test builds (database, caches, metrics registry), never in a module, and
          // importing the app anew for each of 139 files cost about two minutes (308 s → 190 s).
          isolate: false,
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each test file clones a database migrated (and seeded) once per run.
          globalSetup: ['./src/test/database-templates.ts'],
        },
      },
      './apps/web/vite.config.ts',
      // Journeys that start their own shop (and database): two files at once on PostgreSQL, where a
      // shop starts from a cloned database in about 2 s; one on PGlite, whose ~9 s of migrating and
      // seeding per shop would starve the other file's browser.
      {
        test: {
          ...e2e,
          name: 'e2e',
          exclude: ['src/shared-shop/**'],
          fileParallelism: true,
          maxWorkers: process.env.TEST_DATABASE_URL ? 2 : 1,
          // Its own group, after the unit and API files and before the shared shop's.
          sequence: { groupOrder: 1 },
        },
      },
      // Journeys on the one shop global-setup starts for them (and only for them).
      {
        test: {
          ...e2e,
          name: 'e2e-shared',
          include: ['src/shared-shop/**/*.e2e.test.ts'],
          globalSetup: [...e2e.globalSetup, './src/global-setup.ts'],
        },
      },
    ],
  },
});
