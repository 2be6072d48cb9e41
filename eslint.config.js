import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The demo data and its artwork load only through the seed: a running shop never needs them. */
const DEMO_DATA = { group: ['**/demo/**'], message: 'Demo data is loaded by the seed only.' };

/** Routes stay thin: they call their module's service, which alone reaches the database. */
const DATABASE_IN_ROUTES = {
  regex: '^drizzle-orm(/.*)?$|/db/schema(/.*)?(\\.ts)?$',
  message: "Routes stay thin: the module's queries and service read and write the database.",
};

/** A module reaches another's data through that module's service, never its queries or routes. */
function otherModuleInternals(up) {
  return {
    regex: `^${up.replaceAll('.', '\\.')}[^./][^/]*/(.*/)?[^/]+\\.(queries|routes)(\\.ts)?$`,
    message: 'Another module is reached through its service (its *.service.ts), never its queries or routes.',
  };
}

function restrictImports(files, patterns, extra = {}) {
  return { files, ...extra, rules: { 'no-restricted-imports': ['error', { patterns }] } };
}

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/migrations/**', 'apps/web/public/sw.js'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      eqeqeq: ['error', 'smart'],
      'no-console': ['warn', { allow: ['info', 'warn', 'error'] }],
    },
  },
  // Boundaries in the API (docs/ARCHITECTURE.md). ESLint keeps only the last setting of a rule
  // that matches a file, so each block repeats the patterns of the wider ones before it.
  restrictImports(['apps/api/src/**/*.ts'], [DEMO_DATA], {
    ignores: ['apps/api/src/demo/**', 'apps/api/src/server.ts', 'apps/api/src/test/**', 'apps/api/src/**/*.test.ts'],
  }),
  restrictImports(['apps/api/src/modules/*/*.ts'], [DEMO_DATA, otherModuleInternals('../')], {
    ignores: ['**/*.test.ts'],
  }),
  restrictImports(['apps/api/src/modules/*/*/*.ts'], [DEMO_DATA, otherModuleInternals('../../')], {
    ignores: ['**/*.test.ts'],
  }),
  restrictImports(
    ['apps/api/src/modules/**/*.routes.ts'],
    [DEMO_DATA, otherModuleInternals('../'), otherModuleInternals('../../'), DATABASE_IN_ROUTES],
  ),
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/web/public/first-screen.js'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
