import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { simulatedIntents } from '../../db/schema/index.ts';
import { RefundRefused, type PaymentIntent, type PaymentProvider, type Refund } from './payment-provider.ts';

/** Test cards, as in Stripe's test mode. */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  authentication: '4000002500003155',
} as const;

export type SimulatedOutcome =
  | { status: 'succeeded'; intent: PaymentIntent }
  | { status: 'requires_action'; intent: PaymentIntent }
  /** `intent` when the attempt counts as a failed payment (declined card, refused authentication). */
  | { status: 'declined'; message: string; intent?: PaymentIntent };

const toIntent = (row: typeof simulatedIntents.$inferSelect): PaymentIntent => ({
  id: row.id,
  clientSecret: row.client_secret,
  amount: row.amount,
  status: row.status,
  metadata: row.metadata,
});

/**
 * The offline payment provider. Intents live in the database; the test-mode card form confirms
 * them with a test card number — never a real one: anything but the test cards is refused.
 */
export function createSimulatedProvider(db: Database) {
  async function byClientSecret(clientSecret: string) {
    const [row] = await db.select().from(simulatedIntents).where(eq(simulatedIntents.client_secret, clientSecret));
    return row ?? null;
  }

  /** Moves an intent from one status to another only if it is still in the first (race-free). */
  async function transition(id: string, from: PaymentIntent['status'][], to: PaymentIntent['status'], error?: string) {
    const [row] = await db
      .update(simulatedIntents)
      .set({ status: to, last_error: error ?? null })
      .where(and(eq(simulatedIntents.id, id), inArray(simulatedIntents.status, from)))
      .returning();
    return row ? toIntent(row) : null;
  }

  /**
   * Records a refund on a succeeded intent, as Stripe does: several per intent, their sum never
   * above the amount, without an amount whatever is left. The intent's metadata keeps them
   * (`refunds`, a JSON text of id, key and amount, as metadata values are strings) with the latest
   * refund's id and key and the cents refunded so far (`refund`, `refund_key`, `refund_amount`).
   * One guarded statement: concurrent calls cannot exceed the amount, and the same idempotency key,
   * or the same shop's refund (`recordId`, kept as `record`), answers the refund already made.
   */
  async function refund({ intentId, amount, idempotencyKey, recordId }: Parameters<PaymentProvider['refund']>[0]) {
    const id = `re_sim_${randomBytes(12).toString('hex')}`;
    // A refund recorded before several were held names no amount: it was the whole intent.
    const refundedSoFar = sql`coalesce((${simulatedIntents.metadata}->>'refund_amount')::integer,
      case when ${simulatedIntents.metadata} ? 'refund' then ${simulatedIntents.amount} else 0 end)`;
    const refunded = sql`coalesce(${amount ?? null}::integer, ${simulatedIntents.amount} - ${refundedSoFar})`;
    // As at Stripe, the refund carries the shop's refund id; one already carrying it is answered instead.
    const record = recordId === undefined ? null : String(recordId);
    const entry = sql`jsonb_build_object('id', ${id}::text, 'key', ${idempotencyKey}::text, 'amount', ${refunded},
      'record', ${record}::text)`;
    const sameKey = sql`jsonb_build_array(jsonb_build_object('key', ${idempotencyKey}::text))`;
    const sameRecord = sql`jsonb_build_array(jsonb_build_object('record', ${record}::text))`;
    const made = sql`coalesce((${simulatedIntents.metadata}->>'refunds')::jsonb, '[]'::jsonb)`;
    const [row] = await db
      .update(simulatedIntents)
      .set({
        metadata: sql`${simulatedIntents.metadata} || jsonb_build_object(
          'refunds', (${made} || jsonb_build_array(${entry}))::text,
          'refund', ${id}::text, 'refund_key', ${idempotencyKey}::text,
          'refund_amount', (${refundedSoFar} + ${refunded})::text)`,
      })
      .where(
        and(
          eq(simulatedIntents.id, intentId),
          eq(simulatedIntents.status, 'succeeded'),
          sql`not ${made} @> ${sameKey}`,
          sql`(${record}::text is null or not ${made} @> ${sameRecord})`,
          sql`coalesce(${simulatedIntents.metadata}->>'refund_key', '') <> ${idempotencyKey}`,
          sql`${refunded} > 0`,
          sql`${refundedSoFar} + ${refunded} <= ${simulatedIntents.amount}`,
        ),
      )
      .returning();
    if (row) return { id, status: 'succeeded' } satisfies Refund;
    const [current] = await db.select().from(simulatedIntents).where(eq(simulatedIntents.id, intentId));
    const earlier = JSON.parse(current?.metadata.refunds ?? '[]') as { id: string; key: string; record?: string }[];
    const same = earlier.find((entry) => entry.key === idempotencyKey || (record !== null && entry.record === record));
    if (same) return { id: same.id, status: 'succeeded' } satisfies Refund;
    if (current?.metadata.refund && current.metadata.refund_key === idempotencyKey) {
      return { id: current.metadata.refund, status: 'succeeded' } satisfies Refund;
    }
    if (!current) throw new RefundRefused('Paiement inconnu.');
    if (current.status !== 'succeeded') throw new RefundRefused('Ce paiement n’a pas abouti : rien à rembourser.');
    const soFar = Number(current.metadata.refund_amount ?? (current.metadata.refund ? current.amount : 0));
    if (soFar >= current.amount) throw new RefundRefused('Ce paiement a déjà été remboursé.');
    throw new RefundRefused('Le montant à rembourser dépasse celui du paiement.');
  }

  /** Notes a failed attempt on an intent still awaiting payment; null when it no longer is. */
  const recordFailure = (id: string, from: PaymentIntent['status'][], message: string) =>
    transition(id, from, 'requires_payment_method', message);

  const provider: PaymentProvider & {
    confirm(clientSecret: string, cardNumber: string): Promise<SimulatedOutcome | null>;
    authenticate(clientSecret: string, approve: boolean): Promise<SimulatedOutcome | null>;
  } = {
    kind: 'simulated',

    async createIntent({ amount, metadata, idempotencyKey }) {
      const id = `pi_sim_${randomBytes(12).toString('hex')}`;
      const clientSecret = `${id}_secret_${randomBytes(16).toString('hex')}`;
      await db
        .insert(simulatedIntents)
        .values({ id, client_secret: clientSecret, amount, metadata, idempotency_key: idempotencyKey })
        .onConflictDoNothing({ target: simulatedIntents.idempotency_key });
      const [row] = await db
        .select()
        .from(simulatedIntents)
        .where(eq(simulatedIntents.idempotency_key, idempotencyKey));
      return toIntent(row!);
    },

    async retrieveIntent(id) {
      const [row] = await db.select().from(simulatedIntents).where(eq(simulatedIntents.id, id));
      return row ? toIntent(row) : null;
    },

    async cancelIntent(id) {
      await transition(id, ['requires_payment_method', 'requires_action'], 'canceled');
    },

    refund,

    /** Pays an intent with a test card; null when the client secret is unknown. */
    async confirm(clientSecret, cardNumber) {
      const row = await byClientSecret(clientSecret);
      if (!row) return null;
      const card = cardNumber.replace(/\D/gu, '');
      if (card === TEST_CARDS.succeeds) {
        const intent = await transition(row.id, ['requires_payment_method'], 'succeeded');
        return intent
          ? { status: 'succeeded', intent }
          : { status: 'declined', message: 'Ce paiement a déjà été traité.' };
      }
      if (card === TEST_CARDS.authentication) {
        const intent = await transition(row.id, ['requires_payment_method'], 'requires_action');
        return intent
          ? { status: 'requires_action', intent }
          : { status: 'declined', message: 'Ce paiement a déjà été traité.' };
      }
      if (card === TEST_CARDS.declined) {
        // A declined card is a failed attempt on the intent, as Stripe reports it; any other number
        // is refused before reaching the intent, as Stripe's form would.
        const message = 'Votre carte a été refusée.';
        const intent = await recordFailure(row.id, ['requires_payment_method'], message);
        return intent ? { status: 'declined', message, intent } : { status: 'declined', message };
      }
      return { status: 'declined', message: 'Mode test : utilisez une carte de test (4242 4242 4242 4242).' };
    },

    /** Completes (or fails) the authentication step of the 3-D Secure test card. */
    async authenticate(clientSecret, approve) {
      const row = await byClientSecret(clientSecret);
      if (!row) return null;
      if (!approve) {
        const message = 'L’authentification de votre carte a échoué.';
        const intent = await transition(row.id, ['requires_action'], 'requires_payment_method', message);
        return intent ? { status: 'declined', message, intent } : { status: 'declined', message };
      }
      const intent = await transition(row.id, ['requires_action'], 'succeeded');
      return intent
        ? { status: 'succeeded', intent }
        : { status: 'declined', message: 'Ce paiement a déjà été traité.' };
    },
  };
  return provider;
}

export type SimulatedProvider = ReturnType<typeof createSimulatedProvider>;
