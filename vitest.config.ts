import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import LongestFirstSequencer from './scripts/longest-first-sequencer.mjs';

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
      // Browser journeys, each file on a shop of its own (and a database cloned from one migrated and
      // seeded once per run), after the unit and API files: two files at once on PostgreSQL, where a
      // shop starts in about 2 s; one on PGlite, whose ~9 s of migrating and seeding per shop would
      // starve the other file's browser.
      {
        test: {
          name: 'e2e',
          root: 'e2e',
          environment: 'node',
          maxWorkers: process.env.TEST_DATABASE_URL ? 2 : 1,
          sequence: { groupOrder: 1 },
          // Fails any test during which a page raised a Content-Security-Policy violation, an
          // uncaught error or a hydration error.
          setupFiles: ['./src/csp-guard.setup.ts', './src/page-error-guard.setup.ts'],
          globalSetup: ['./src/database-template.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A round trip and a re-render can take over a second on a busy 2-core machine.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
