import type { Database, Transaction } from '../../db/client.ts';
import { paymentEvents } from '../../db/schema/index.ts';
import type { PaymentSucceeded } from './payment-provider.ts';

export type { Transaction };
type Handler = (tx: Transaction, event: PaymentSucceeded) => Promise<void>;

/**
 * Where "payment succeeded" goes, whichever path reported it (Stripe webhook, simulated
 * confirmation, a return page asking the provider). The event id is recorded in the same
 * transaction as the handlers' changes: a replayed or concurrent delivery is a no-op, and a crash
 * leaves nothing half done. Modules subscribe for the intents they own (payment links, orders).
 */
export function createPaymentEvents(db: Database) {
  const handlers: Handler[] = [];
  return {
    onSucceeded(handler: Handler) {
      handlers.push(handler);
    },
    /** Handles the event once; answers false when it had already been handled. */
    async succeeded(event: PaymentSucceeded): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [isNew] = await tx
          .insert(paymentEvents)
          .values({ id: event.eventId, type: 'payment_intent.succeeded', intent: event.intent.id })
          .onConflictDoNothing()
          .returning({ id: paymentEvents.id });
        if (!isNew) return false;
        for (const handler of handlers) await handler(tx, event);
        return true;
      });
    },
  };
}

export type PaymentEvents = ReturnType<typeof createPaymentEvents>;
