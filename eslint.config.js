import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
  // Module boundaries (docs/ARCHITECTURE.md): a module reaches another's data through that
  // module's service, never its queries or routes; routes stay thin and never touch the database.
  {
    files: ['apps/api/src/modules/*/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [otherModuleInternals('../')] }] },
  },
  {
    files: ['apps/api/src/modules/*/*/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [otherModuleInternals('../../')] }] },
  },
  {
    files: ['apps/api/src/modules/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            otherModuleInternals('../'),
            otherModuleInternals('../../'),
            {
              regex: '^drizzle-orm(/.*)?$|/db/schema(/.*)?(\\.ts)?$',
              message: "Routes stay thin: the module's queries and service read and write the database.",
            },
          ],
        },
      ],
    },
  },
  {
    // The demo data and its artwork load only through the seed: a running shop never needs them.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/demo/**', 'apps/api/src/server.ts', 'apps/api/src/test/**', 'apps/api/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/demo/**'], message: 'Demo data is loaded by the seed only.' }] },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/web/public/first-screen.js'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);

/** An import of another module's queries or routes, from a file `up` below the modules folder. */
function otherModuleInternals(up) {
  return {
    regex: `^${up.replaceAll('.', '\\.')}[^./][^/]*/(.*/)?[^/]+\\.(queries|routes)(\\.ts)?$`,
    message: 'Another module is reached through its service (its *.service.ts), never its queries or routes.',
  };
}
