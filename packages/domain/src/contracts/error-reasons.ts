/**
 * Why a call failed, in words a program can act on: the French `message` is for people, the web
 * translates by reason. One list for the API (which sends them) and the web (which reads them);
 * a reason is added here before any code uses it.
 */
export const ERROR_REASONS = [
  // Defaults the error handler gives by status when the thrower names nothing more precise.
  'bad_request',
  'validation_failed',
  'unauthenticated',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'not_acceptable',
  'conflict',
  'payload_too_large',
  'uri_too_long',
  'unsupported_media_type',
  'rate_limited',
  'internal_error',
  'bad_gateway',
  'service_unavailable',
  // Field reasons: why one field was refused.
  'required',
  'too_short',
  'too_long',
  'too_small',
  'too_large',
  'invalid_format',
  'invalid',
  'password_too_common',
  // Account and sign-in.
  'invalid_credentials',
  'too_many_sign_in_attempts',
  'account_exists',
  'recovery_code_invalid',
  'recovery_code_incorrect',
  'recovery_link_invalid',
  'sign_up_link_invalid',
  'sign_up_link_expired',
  'sign_up_link_used',
  'session_invalid',
  'session_expired',
  'session_not_found',
  'sign_in_required',
  'current_password_incorrect',
  'password_incorrect',
  'address_not_found',
  'google_token_invalid',
  'google_unavailable',
  'google_disabled',
  'google_other_account',
  'google_request_expired',
  'google_link_invalid',
  'google_link_needed',
  'own_account_only',
  'account_not_found',
  // Second factor.
  'second_factor_required',
  'second_factor_enrolment_required',
  'second_factor_stale',
  'second_factor_code_incorrect',
  'second_factor_already_enrolled',
  'second_factor_not_enrolled',
  'too_many_second_factor_attempts',
  'passkey_refused',
  'passkey_not_found',
  // Payment links.
  'payment_link_not_found',
  'payment_link_paid',
  'payment_link_expired',
  'payment_link_order_amount',
  'payment_link_mail_missing',
  'payment_link_phone_missing',
  'payment_link_mail_quota',
  'payment_link_sms_quota',
  // Stock.
  'warehouse_not_found',
  'warehouse_needed',
  'variant_not_found',
  'warehouse_stock_insufficient',
  'stock_held_by_orders',
  // Lots.
  'lot_not_found',
  'lot_stock_insufficient',
  'lot_dates_differ',
  'lot_recall_empty',
  'lot_expired',
  // Back office's generic resources.
  'record_not_found',
  'record_id_invalid',
  'record_frozen',
  'record_in_use',
  'value_taken',
  'linked_record_missing',
  'value_out_of_range',
  'nothing_to_change',
  // Request as a whole.
  'invalid_character',
  'sort_field_invalid',
  'scope_missing',
  'permission_missing',
  'role_unknown',
  'role_name_taken',
  'role_in_use',
  'role_built_in',
  'role_own_account',
  'role_last_administrator',
  'api_key_route_refused',
  'api_key_permission_exceeds',
  'api_key_not_found',
  'webhook_not_found',
  // Mail templates.
  'mail_template_invalid',
  // CSV imports.
  'csv_invalid',
  'import_has_refusals',
  // Basket and checkout.
  'basket_empty',
  'basket_other_account',
  'variant_unavailable',
  'checkout_details_missing',
  'hold_limit_reached',
  'discount_code_unknown',
  'discount_code_refused',
  'discount_code_used',
  'discount_code_used_by_you',
  'delivery_method_unavailable',
  'pickup_point_unavailable',
  'pickup_point_required',
  'customer_not_found',
  'customer_phone_missing',
  'product_not_found',
  'payment_method_invalid',
  'order_not_awaiting_payment',
  'order_already_paid',
  'reservation_expired',
  // Payments.
  'payment_not_found',
  'payment_refused',
  'payments_unconfigured',
  'webhook_signature_invalid',
  // Orders, invoices, refunds and parcels.
  'order_not_found',
  'order_not_paid',
  'order_already_refunded',
  'order_ships_in_parcels',
  'order_not_to_ship',
  'refund_refused',
  'payment_provider_unavailable',
  'invoice_not_ready',
  'invoice_not_found',
  'invoice_link_invalid',
  'credit_note_not_found',
  'document_not_found',
  'carrier_not_found',
  'parcel_not_found',
  'parcel_shipped',
  'parcel_not_shipped',
  'order_frozen',
  'parcel_lines_refused',
  'tracking_number_refused',
  // Workflows.
  'workflow_not_found',
  'workflow_inactive',
  'workflow_empty',
  'workflow_assignee_not_admin',
  'workflow_assignee_not_in_team',
  'workflow_step_unknown',
  'workflow_steps_mismatch',
  'workflow_last_step',
  'order_in_other_workflow',
  // Ambassadors, reviews, newsletter, outbox.
  'ambassador_not_found',
  'ambassador_only',
  'payout_refused',
  'review_purchase_required',
  'review_closed',
  'campaign_not_found',
  'campaign_sent',
  'campaign_no_subscribers',
  'newsletter_link_invalid',
  'subscriber_not_found',
  'outbox_message_not_found',
  'outbox_message_sent',
  // Translations, media and images.
  'locale_unavailable',
  'message_key_unknown',
  'translation_not_custom',
  'machine_translation_unconfigured',
  'machine_translation_failed',
  'image_not_found',
  'image_missing',
  'image_too_large',
  'image_format_unsupported',
  'image_unreadable',
  'visual_not_found',
  'visual_already_attached',
  'visual_not_attached',
  'analytics_body_invalid',
  // Basket and back office.
  'stock_insufficient',
  'stale_version',
  'parcel_not_found',
  'database_unreachable',
  // Operations: readiness and metrics.
  'not_ready',
  'metrics_token_required',
  // Refunds of an order (in part or in full).
  'order_not_refundable',
  'refund_empty',
  'refund_line_unknown',
  'refund_quantity_exceeded',
  'refund_delivery_refunded',
  'refund_exceeds_paid',
  'refund_not_found',
  'refund_already_restocked',
  // Returns and withdrawals.
  'return_empty',
  'return_line_unknown',
  'return_quantity_exceeded',
  'return_not_found',
  'return_transition_refused',
  'withdrawal_period_over',
  'withdrawal_order_unknown',
  'return_refusal_not_sealed',
  'return_refusal_not_all_sealed',
  'return_already_restocked',
] as const;

export type ErrorReason = (typeof ERROR_REASONS)[number];

/** A refusal a rule answers: the French words for people, the reason for programs. */
export interface ReasonedRefusal {
  readonly message: string;
  readonly reason: ErrorReason;
}

/** Field name → reasons, one per message of the same field in `errors`, in the same order. */
export type FieldReasons = Record<string, ErrorReason[]>;

const STATUS_REASONS: Readonly<Record<number, ErrorReason>> = {
  400: 'bad_request',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  409: 'conflict',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  500: 'internal_error',
  502: 'bad_gateway',
  503: 'service_unavailable',
};

/** The reason an answer of this status gets when nothing more precise is known. */
export function reasonOfStatus(status: number): ErrorReason {
  return STATUS_REASONS[status] ?? (status >= 500 ? 'internal_error' : 'bad_request');
}

const KNOWN_REASONS: ReadonlySet<unknown> = new Set(ERROR_REASONS);

/**
 * Whether a value is one of the shared reasons (a reason a client may rely on). A set rather than
 * a schema: the shopper's first script reads reasons, and this file stays free of zod so it does
 * not carry zod there (the schemas are in envelope.ts).
 */
export function isErrorReason(value: unknown): value is ErrorReason {
  return KNOWN_REASONS.has(value);
}

/** The issue fields `reasonOfIssue` reads: zod's issues of every kind have them or not. */
interface IssueLike {
  readonly code: string;
  readonly input?: unknown;
  readonly minimum?: number | bigint;
  readonly origin?: string;
  readonly params?: Record<string, unknown>;
}

/**
 * A schema issue's reason: a custom check names its own (`params.reason`), a missing value (or one
 * of the wrong type) or an empty required text is `required`, lengths are `too_short`/`too_long`, amounts
 * `too_small`/`too_large`, a wrong pattern `invalid_format`, anything else `invalid`.
 */
export function reasonOfIssue(issue: IssueLike): ErrorReason {
  const named = issue.params?.reason;
  if (isErrorReason(named)) return named;
  const isSized = issue.origin === 'string' || issue.origin === 'array' || issue.origin === 'set';
  switch (issue.code) {
    case 'invalid_type':
      // zod leaves the input out of its issues unless asked: a value of another type reads as missing.
      return issue.input === undefined || issue.input === null ? 'required' : 'invalid';
    case 'too_small':
      if (!isSized) return 'too_small';
      return Number(issue.minimum) <= 1 && issue.origin === 'string' ? 'required' : 'too_short';
    case 'too_big':
      return isSized ? 'too_long' : 'too_large';
    case 'invalid_format':
      return 'invalid_format';
    default:
      return 'invalid';
  }
}
