import { expect } from 'vitest';
import type { TestContext } from './test-app.ts';

/** What the checkout page sends when the shopper ticks the terms of sale, checked to be taken. */
export async function acceptTerms(ctx: TestContext, basket: string, token: string) {
  const chosen = await ctx.app.inject({
    method: 'PUT',
    url: `/api/paniers/checkout/${basket}`,
    payload: { cgv: true },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(chosen.statusCode, chosen.body).toBe(200);
}
