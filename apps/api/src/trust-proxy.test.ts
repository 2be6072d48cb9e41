import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './test/test-app.ts';

const PROXY = '10.180.0.1';

/** The withdrawal lookup allows ten tries a quarter hour per visitor address. */
const lookup = (ctx: TestContext, headers: Record<string, string>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/retractations/commande',
    payload: { numero: 'OC-2099-000001', email: 'devine@exemple.fr' },
    remoteAddress: PROXY,
    headers,
  });

async function spend(ctx: TestContext, visitor: string) {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    expect((await lookup(ctx, { 'x-forwarded-for': visitor })).statusCode).toBe(404);
  }
}

describe('behind a trusted reverse proxy (TRUST_PROXY)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ seed: false, env: { TRUST_PROXY: `127.0.0.1, ${PROXY}` } });
  });
  afterAll(() => ctx.close());

  it('counts each visitor’s address in the rate limits, not the proxy’s', async () => {
    await spend(ctx, '203.0.113.7');
    expect((await lookup(ctx, { 'x-forwarded-for': '203.0.113.7' })).statusCode).toBe(429);
    expect((await lookup(ctx, { 'x-forwarded-for': '203.0.113.8' })).statusCode).toBe(404);
  });

  it('keeps the proxy’s request id, and still refuses one a log could misread', async () => {
    const forwarded = await ctx.app.inject({ url: '/api/health', headers: { 'x-request-id': 'nginx-7f3a9c2e41' } });
    expect(forwarded.headers['x-request-id']).toBe('nginx-7f3a9c2e41');
    const forged = await ctx.app.inject({ url: '/api/health', headers: { 'x-request-id': 'ok\u001b[31m fake line' } });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/u);
  });
});

describe('without a trusted proxy', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ seed: false });
  });
  afterAll(() => ctx.close());

  it('believes no X-Forwarded-For: a client cannot buy itself fresh budgets', async () => {
    await spend(ctx, '203.0.113.7');
    expect((await lookup(ctx, { 'x-forwarded-for': '203.0.113.8' })).statusCode).toBe(429);
  });
});
