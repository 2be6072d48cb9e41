export type IntentStatus = 'requires_payment_method' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';

export interface PaymentIntent {
  id: string;
  clientSecret: string;
  amount: number;
  status: IntentStatus;
  metadata: Record<string, string>;
}

/** A provider's word that an intent succeeded: the only thing that marks anything paid. */
export interface PaymentSucceeded {
  eventId: string;
  intent: PaymentIntent;
}

/** A provider's word that an attempt to pay an intent failed (declined card, failed authentication). */
export interface PaymentFailed {
  eventId: string;
  intent: PaymentIntent;
  /** The provider's reason, when it gave one. */
  message: string | null;
}

/** A provider's word that (part of) a paid intent was given back to the payer. */
export interface PaymentRefunded {
  eventId: string;
  intentId: string;
  /** The provider's refund id, when the event names one. */
  refundId: string | null;
  /** Cents refunded so far on the intent. */
  amountRefunded: number;
  /** True once the whole amount is refunded. */
  isFullyRefunded: boolean;
}

export interface Refund {
  id: string;
  /** The provider's status: 'succeeded', 'pending', 'failed'… */
  status: string;
}

/**
 * Card payments: Stripe when keys are configured, else the simulated provider that mirrors
 * Stripe's test mode. Amounts are integer cents, currency EUR.
 */
export interface PaymentProvider {
  readonly kind: 'stripe' | 'simulated';
  /** Creates an intent; the same idempotency key always answers the same intent. */
  createIntent(input: {
    amount: number;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<PaymentIntent>;
  retrieveIntent(id: string): Promise<PaymentIntent | null>;
  /**
   * Cancels an intent not paid yet, so no later attempt can charge it; one already paid or
   * cancelled stays as it is (a success that raced the cancellation still reaches the handlers).
   */
  cancelIntent(id: string): Promise<void>;
  /**
   * Refunds a paid intent, possibly in several refunds whose sum never exceeds what was paid;
   * without an amount, whatever is left. The same idempotency key always answers the same refund,
   * so a retried or concurrent call never refunds twice.
   */
  refund(input: { intentId: string; amount?: number; idempotencyKey: string }): Promise<Refund>;
}

/** The provider refused a refund (already refunded, nothing paid, amount too high…): final, not worth retrying. */
export class RefundRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RefundRefused';
  }
}
