import type { CheckoutOptions } from './checkout.service.ts';
import type { ReleasedHold } from './checkout.queries.ts';

/**
 * Cancels the intents of released holds, so an old payment page can no longer charge them. A
 * cancellation that fails (provider unreachable) leaves the late-payment rules to refund it.
 */
export async function cancelIntents(
  { provider, catalogue }: Pick<CheckoutOptions, 'provider' | 'catalogue'>,
  released: readonly ReleasedHold[],
) {
  const intents = released.flatMap((hold) => (hold.intent ? [hold.intent] : []));
  await Promise.allSettled(intents.map((intent) => provider.cancelIntent(intent)));
  if (released.length > 0) catalogue.invalidate();
}
