import { afterAll, beforeAll } from 'vitest';
import { signUpCustomer } from './payment-fixtures.ts';
import { startStripeStandIn } from './stripe-stand-in.ts';
import { createTestApp, type TestContext } from './test-app.ts';

/** The secret the Stripe-wired test apps check webhook signatures with. */
export const WEBHOOK_SECRET = 'whsec_test_shop';

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;

export interface StripeShop {
  ctx: TestContext;
  stand: StripeStandIn;
}

/** A test app that takes its payments through Stripe's API, answered by the stand-in. */
export async function startStripeShop(options: { seed?: boolean; env?: NodeJS.ProcessEnv } = {}): Promise<StripeShop> {
  const stand = await startStripeStandIn();
  const ctx = await createTestApp({
    seed: options.seed ?? false,
    env: {
      STRIPE_SECRET_KEY: 'sk_test_shop',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_shop',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stand.url,
      ...options.env,
    },
  });
  return { ctx, stand };
}

export async function stopStripeShop(shop: Partial<StripeShop>) {
  await shop.ctx?.close();
  await shop.stand?.close();
}

type SignedUp = Awaited<ReturnType<typeof signUpCustomer>>;

/**
 * For a describe block on refunds: a Stripe-wired shop, an admin who refunds and a customer who
 * bought, filled before the block's tests run and closed after them.
 */
export function useRefundShop(options: { seed?: boolean } = {}) {
  const shop = {} as StripeShop & { admin: SignedUp; customer: SignedUp };
  beforeAll(async () => {
    Object.assign(shop, await startStripeShop(options));
    shop.admin = await signUpCustomer(shop.ctx, ['user', 'admin']);
    shop.customer = await signUpCustomer(shop.ctx);
  });
  afterAll(() => stopStripeShop(shop));
  return shop;
}
