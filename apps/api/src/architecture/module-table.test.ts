import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const modulesDir = path.join(here, '../modules');
const architecture = path.join(here, '../../../../docs/ARCHITECTURE.md');

/** The first column of the table under "## Modules", one name per row. */
function documentedModules(markdown: string): string[] {
  const section = markdown.split(/^## /mu).find((part) => part.startsWith('Modules'));
  if (!section) throw new Error('docs/ARCHITECTURE.md has no "## Modules" section');
  return section
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*-/u.test(line))
    .slice(1)
    .map((line) => line.split('|')[1]!.trim());
}

it('documents every module of apps/api/src/modules, and only those', async () => {
  const folders = (await readdir(modulesDir, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const documented = documentedModules(await readFile(architecture, 'utf8'));
  expect([...documented].sort()).toEqual([...folders].sort());
});

it('composes the application from modules that exist, each listed once per scope', async () => {
  const { API_MODULES, ROOT_MODULES } = await import('../modules.ts');
  const folders = new Set(await readdir(modulesDir));
  for (const list of [API_MODULES, ROOT_MODULES]) {
    const names = list.map((module) => module.name);
    expect(names.filter((name) => !folders.has(name))).toEqual([]);
    expect(new Set(names).size).toBe(names.length);
  }
});
