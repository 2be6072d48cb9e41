import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * Fonts of the first screen, preloaded so the wordmark and headings do not swap late. Their
 * file names are hashed by the build, so the links are written once the bundle is known.
 */
const FIRST_SCREEN_FONTS = [/cormorant-garamond-latin-500-normal.*\.woff2$/u, /manrope-latin-400-normal.*\.woff2$/u];

function preloadFirstScreenFonts(): Plugin {
  return {
    name: 'boutique:preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const files = Object.keys(context.bundle ?? {});
        return FIRST_SCREEN_FONTS.flatMap((pattern) => files.filter((file) => pattern.test(file))).map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

/**
 * `vite build --ssr` (see package.json) builds the server's renderer of the first screen
 * (src/app/server-entry.tsx) into dist/.server: one self-contained file, dependencies bundled in,
 * which the API imports at start. It is never served (dot folder) nor precompressed.
 */
const SERVER_BUILD = {
  outDir: 'dist/.server',
  emptyOutDir: true,
  manifest: false,
  copyPublicDir: false,
  rolldownOptions: { output: { codeSplitting: false, entryFileNames: 'entry.js' } },
} as const;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), preloadFirstScreenFonts()],
  // The app's version, carried by analytics events.
  define: { __APP_VERSION__: JSON.stringify(version) },
  resolve: {
    // wouter and react-i18next import useSyncExternalStore through the React 17 shim; React 19
    // has it built in, so the shim's code is replaced by a re-export.
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/u,
        replacement: fileURLToPath(new URL('./src/lib/use-sync-external-store-shim.ts', import.meta.url)),
      },
    ],
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000', '/media': 'http://127.0.0.1:3000' } },
  // The server's renderer carries its dependencies, so it runs wherever the build is copied.
  ssr: { noExternal: true },
  build: isSsrBuild
    ? SERVER_BUILD
    : {
        outDir: 'dist',
        assetsDir: 'assets',
        sourcemap: false,
        // dist/.vite/manifest.json: the server reads it to announce a page's route chunks in its first
        // HTML (modulepreload), instead of the browser finding them one import after the other.
        manifest: true,
        // One stylesheet (its lazy-page rules cost ~2.5 KB gzip of CSS) instead of per-chunk CSS
        // loaded by Vite's preload helper, whose ~1 KB of JavaScript would sit on the home route.
        cssCodeSplit: false,
        modulePreload: false,
        rolldownOptions: {
          // Everything the first screen needs goes in one chunk: split across several files, the
          // same code compresses worse (measured: +2.5 KB gzip). Lazy pages import from it.
          output: { codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] } },
        },
      },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Each file in a fresh VM context of a reused process rather than a process of its own: 127 s
    // instead of 270 for the 127 files, alone. Values made by Node itself (structuredClone's copies)
    // then come from another realm; src/test/setup.ts mends the one the code meets.
    pool: 'vmForks',
    // A file's first test also pays for loading its lazy pages, slow on a busy 2-core machine.
    testTimeout: 15_000,
  },
}));
