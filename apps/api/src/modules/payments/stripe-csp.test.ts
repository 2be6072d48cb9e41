import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

const STRIPE_KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_shop',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_shop',
  STRIPE_WEBHOOK_SECRET: 'whsec_csp',
};

/** The Content-Security-Policy of an app page, as one directive → sources map. */
async function pagePolicy(ctx: TestContext) {
  const response = await ctx.app.inject('/fr/paiement/Zk3pQ9vXr2LmN8tY4wHc1A');
  expect(response.headers['content-type']).toContain('text/html');
  const policy = new Map<string, string[]>();
  for (const directive of String(response.headers['content-security-policy']).split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/u);
    if (name) policy.set(name, sources);
  }
  return policy;
}

describe('the Content-Security-Policy and Stripe.js', () => {
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'boutique-csp-'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Boutique</title><div id="root"></div>');
  });
  afterAll(() => rm(dist, { recursive: true, force: true }));

  it('lets the pages load Stripe.js and its frames when the Stripe keys are configured', async () => {
    const ctx = await createTestApp({ seed: false, env: { WEB_DIST: dist, ...STRIPE_KEYS } });
    try {
      const policy = await pagePolicy(ctx);
      expect(policy.get('script-src')).toEqual(["'self'", 'https://js.stripe.com']);
      expect(policy.get('frame-src')).toEqual(
        expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com']),
      );
      expect(policy.get('connect-src')).toContain('https://api.stripe.com');
    } finally {
      await ctx.close();
    }
  });

  it('allows no Stripe origin without the keys', async () => {
    const ctx = await createTestApp({ seed: false, env: { WEB_DIST: dist } });
    try {
      const policy = await pagePolicy(ctx);
      expect(policy.get('script-src')).toEqual(["'self'"]);
      expect([...policy.values()].flat().some((source) => source.includes('stripe.com'))).toBe(false);
    } finally {
      await ctx.close();
    }
  });
});
