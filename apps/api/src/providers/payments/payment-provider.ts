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

/** A provider's word that one of its refunds changed state (Stripe's refund.updated, refund.failed). */
export interface RefundUpdated {
  eventId: string;
  intentId: string;
  /** The provider's refund id. */
  refundId: string;
  /** The provider's status: 'succeeded', 'pending', 'requires_action', 'failed', 'canceled'. */
  status: string;
  /** The shop's refund (`remboursements.id`) the provider's refund was asked for, when it says. */
  recordId: number | null;
}

export interface Refund {
  id: string;
  /**
   * The provider's status: 'succeeded' (money on its way back), 'pending' or 'requires_action'
   * (accepted, settled later: its webhook tells), 'failed' or 'canceled' (no money went back).
   */
  status: string;
}

/** Statuses of a refund the provider settles later; its webhook tells how it ends. */
export const PENDING_REFUND_STATUSES: readonly string[] = ['pending', 'requires_action'];
/** Statuses of a refund that gave nothing back. */
export const FAILED_REFUND_STATUSES: readonly string[] = ['failed', 'canceled'];

/** The metadata key that names the shop's refund on the provider's refund. */
export const REFUND_RECORD_KEY = 'remboursement_id';

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
   * so a retried or concurrent call never refunds twice. With `recordId` (the shop's refund), the
   * provider's refund carries it (`metadata.remboursement_id`) and a refund of the intent already
   * carrying it is answered instead of a new one: a retry after the idempotency key expired (24
   * hours at Stripe) still refunds once.
   */
  refund(input: { intentId: string; amount?: number; idempotencyKey: string; recordId?: number }): Promise<Refund>;
}

/** The provider refused a refund (already refunded, nothing paid, amount too high…): final, not worth retrying. */
export class RefundRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RefundRefused';
  }
}
