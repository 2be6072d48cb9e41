import type { ErrorReason, FieldErrors, FieldReasons } from '@boutique/domain';

/** What a refusal says besides its words, for a client to act on without reading them. */
export interface AppErrorExtras {
  /** Sent as Retry-After, so a client can say how long to wait without reading the message. */
  readonly retryAfterSeconds?: number;
  /** The number the message counts (tries left, minutes to wait), sent as the envelope's `count`. */
  readonly count?: number;
  /** The permission the caller's role lacks, sent as the envelope's `permission`. */
  readonly permission?: string;
}

/**
 * An expected failure with its HTTP status and a message the shopper can read. Services throw
 * these; the error handler turns them into the JSON envelope. `reason` (error-reasons.ts) is what
 * a client acts on: required, so no refusal leaves a client guessing from the status alone.
 * `fieldReasons` defaults to `reason` for every message of `errors`.
 */
export class AppError extends Error {
  readonly retryAfterSeconds?: number;
  readonly count?: number;
  readonly permission?: string;

  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 502 | 503,
    message: string,
    readonly errors: FieldErrors = {},
    readonly reason: ErrorReason,
    readonly fieldReasons?: FieldReasons,
    extras: AppErrorExtras = {},
  ) {
    super(message);
    this.name = 'AppError';
    if (extras.retryAfterSeconds !== undefined) this.retryAfterSeconds = extras.retryAfterSeconds;
    if (extras.count !== undefined) this.count = extras.count;
    if (extras.permission !== undefined) this.permission = extras.permission;
  }
}

/** The words of every refusal that lists its invalid fields in `errors`. */
export const INVALID_FIELDS = 'Certains champs sont invalides.';

export const notFound = (message: string | undefined, reason: ErrorReason) =>
  new AppError(404, message ?? 'Ressource introuvable.', {}, reason);
export const badRequest = (message: string, errors: FieldErrors, reason: ErrorReason) =>
  new AppError(400, message, errors, reason);
