import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const eslint = new ESLint({ cwd: repoRoot });

/** The boundary messages ESLint gives `code` as if it were the file at `filePath`. */
async function boundaryErrors(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, filePath) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

// The rules live in eslint.config.js; these deliberate violations prove they bite.
describe('module boundaries (eslint.config.js)', () => {
  it('refuses another module’s queries or routes, from a module’s file or a subfolder', async () => {
    const reach = `import { orderById } from '../checkout/checkout.queries.ts';\nexport const x = orderById;\n`;
    expect(await boundaryErrors(reach, 'apps/api/src/modules/reviews/reviews.service.ts')).toHaveLength(1);
    const deep = `import { routes } from '../../checkout/checkout.routes.ts';\nexport const x = routes;\n`;
    expect(await boundaryErrors(deep, 'apps/api/src/modules/reviews/sub/a.ts')).toHaveLength(1);
  });

  it('lets a module use its own queries and another module’s service', async () => {
    const own = [
      `import { a } from './reviews.queries.ts';`,
      `import { b } from '../checkout/checkout.service.ts';`,
      `export const x = [a, b];`,
      '',
    ].join('\n');
    expect(await boundaryErrors(own, 'apps/api/src/modules/reviews/reviews.service.ts')).toEqual([]);
  });

  it('keeps Drizzle and the schema out of routes', async () => {
    const fat = [
      `import { eq } from 'drizzle-orm';`,
      `import { users } from '../../db/schema/index.ts';`,
      `export const x = [eq, users];`,
      '',
    ].join('\n');
    expect(await boundaryErrors(fat, 'apps/api/src/modules/reviews/reviews.routes.ts')).toHaveLength(2);
    expect(await boundaryErrors(fat, 'apps/api/src/modules/reviews/reviews.queries.ts')).toEqual([]);
  });
});
