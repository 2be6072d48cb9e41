import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import type { PaymentEvents } from '../../providers/payments/payment-events.ts';
import type { PaymentProvider } from '../../providers/payments/payment-provider.ts';

/**
 * The simulated provider's equivalent of Stripe retrying a webhook: an intent that succeeded but
 * whose "succeeded" event was never handled (the process died between the two) is delivered again.
 * The event id is the one the card form uses, so a late first delivery and this one count once.
 */
export async function redeliverSimulatedSuccesses(db: Database, provider: PaymentProvider, events: PaymentEvents) {
  const result = await db.execute(sql`
    select intent.id from simulated_intents intent
    where intent.status = 'succeeded'
      and not exists (select 1 from payment_events event where event.intent = intent.id
                      and event.type = 'payment_intent.succeeded')
    order by intent.created limit 500`);
  let delivered = 0;
  for (const { id } of rowsOf<{ id: string }>(result)) {
    const intent = await provider.retrieveIntent(id);
    if (intent?.status === 'succeeded' && (await events.succeeded({ eventId: `evt_sim_${id}`, intent }))) {
      delivered += 1;
    }
  }
  return delivered;
}
