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
}
