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
  // Basket and back office.
  'stock_insufficient',
  'stale_version',
  'parcel_not_found',
  'database_unreachable',
] as const;

export type ErrorReason = (typeof ERROR_REASONS)[number];

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
