import type { Database, Transaction } from '../../db/client.ts';
import { paymentEvents } from '../../db/schema/index.ts';
import type { PaymentFailed, PaymentRefunded, PaymentSucceeded, RefundUpdated } from './payment-provider.ts';

export type { Transaction };
/** Queues work for after the handlers' transaction commits (a nudge, a cache refresh). */
export type AfterCommit = (job: () => void) => void;
type Handler<Event> = (tx: Transaction, event: Event, afterCommit: AfterCommit) => Promise<void>;

/**
 * Where the provider's words go, whichever path reported them (Stripe webhook, simulated
 * confirmation or refund, a return page asking the provider). The event id is recorded in the
 * same transaction as the handlers' changes: a replayed or concurrent delivery is a no-op, and a
 * crash leaves nothing half done. Two paths reporting the same fact carry two event ids (evt_…
 * and retour:pi_…): the handlers' own status checks, on rows locked in that transaction, keep
 * the change single. Modules subscribe for the intents they own (payment links, orders).
 */
export function createPaymentEvents(db: Database) {
  const handlers = {
    succeeded: [] as Handler<PaymentSucceeded>[],
    failed: [] as Handler<PaymentFailed>[],
    refunded: [] as Handler<PaymentRefunded>[],
    refundUpdated: [] as Handler<RefundUpdated>[],
  };

  /** Runs the handlers once per event id; answers false when the event had already been handled. */
  const handleOnce = async <Event extends { eventId: string }>(
    type: string,
    intentId: string,
    list: Handler<Event>[],
    event: Event,
  ): Promise<boolean> => {
    const jobs: (() => void)[] = [];
    const handled = await db.transaction(async (tx) => {
      const [isNew] = await tx
        .insert(paymentEvents)
        .values({ id: event.eventId, type, intent: intentId })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });
      if (!isNew) return false;
      for (const handler of list) await handler(tx, event, (job) => jobs.push(job));
      return true;
    });
    // Only what committed is announced: a rolled-back handler's jobs never run.
    if (handled) for (const job of jobs) job();
    return handled;
  };

  return {
    onSucceeded(handler: Handler<PaymentSucceeded>) {
      handlers.succeeded.push(handler);
    },
    onFailed(handler: Handler<PaymentFailed>) {
      handlers.failed.push(handler);
    },
    onRefunded(handler: Handler<PaymentRefunded>) {
      handlers.refunded.push(handler);
    },
    onRefundUpdated(handler: Handler<RefundUpdated>) {
      handlers.refundUpdated.push(handler);
    },
    /** Handles the event once; answers false when it had already been handled. */
    succeeded(event: PaymentSucceeded): Promise<boolean> {
      return handleOnce('payment_intent.succeeded', event.intent.id, handlers.succeeded, event);
    },
    /** A failed attempt, once per event id (each attempt carries its own). */
    failed(event: PaymentFailed): Promise<boolean> {
      return handleOnce('payment_intent.payment_failed', event.intent.id, handlers.failed, event);
    },
    refunded(event: PaymentRefunded): Promise<boolean> {
      return handleOnce('charge.refunded', event.intentId, handlers.refunded, event);
    },
    /** A refund settled later (succeeded, failed or canceled), once per event id. */
    refundUpdated(event: RefundUpdated): Promise<boolean> {
      return handleOnce('refund.updated', event.intentId, handlers.refundUpdated, event);
    },
  };
}

export type PaymentEvents = ReturnType<typeof createPaymentEvents>;
