import type { $ZodConfig } from 'zod/v4/core';

// zod 4 compiles a fast object parser with `new Function`, first probing whether eval is allowed.
// Our Content-Security-Policy forbids eval, so the probe is blocked: the error is swallowed and
// parsing still works, but the browser fires a `securitypolicyviolation` (and would send a CSP
// report) on every page that builds a schema. jitless skips both the probe and the compiled
// parser, and must be set before the first schema is built: main.tsx imports this module first.
//
// zod reads its config from this global, and documents pre-populating it before zod loads. This
// is `z.config({ jitless: true })` without importing zod: `config` would pull zod's core module
// (~3.7 KB gzip) into the first-screen chunk, while zod otherwise loads only with the lazy
// chunk of schemas.
const scope = globalThis as typeof globalThis & { __zod_globalConfig?: $ZodConfig };
Object.assign((scope.__zod_globalConfig ??= {}), { jitless: true });
