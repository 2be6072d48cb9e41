import { afterEach, expect, it, vi } from 'vitest';
import { z } from 'zod';
import './zod-jitless.ts';

afterEach(() => vi.unstubAllGlobals());

// A blocked `new Function` raises a CSP violation even when zod swallows the error.
it('builds and parses object schemas without compiling code, so a CSP without eval sees nothing', () => {
  const compiled = vi.fn();
  vi.stubGlobal(
    'Function',
    new Proxy(Function, {
      construct(target, args: string[]) {
        compiled();
        return Reflect.construct(target, args) as object;
      },
    }),
  );
  const schema = z.object({ prenom: z.string(), age: z.number().optional() });
  expect(schema.parse({ prenom: 'Marie' })).toEqual({ prenom: 'Marie' });
  expect(schema.safeParse({ prenom: 3 }).success).toBe(false);
  expect(compiled).not.toHaveBeenCalled();
  expect(z.config().jitless).toBe(true);
});
