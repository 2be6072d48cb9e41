import {
  type ErrorEnvelope,
  type ErrorReason,
  type FieldErrors,
  type FieldReasons,
  type Locale,
} from '@boutique/domain';
import { readRouteLocale, readUrlLocale } from './route-locale.ts';
import { readStoredSession } from './stored-session.ts';

/** Every call goes through the same origin; the dev server and production both serve the API under /api. */
export const API_BASE = '/api';

/**
 * A failed answer as the web reads it: the envelope, with a null `reason` when the answer named
 * none (no HTTP answer, or one from outside the API).
 */
export type FailedAnswer = Omit<ErrorEnvelope, 'reason' | 'fieldReasons' | 'count' | 'permission'> & {
  count?: number | null;
  permission?: string | null;
  reason?: ErrorReason | null;
  fieldReasons?: FieldReasons;
};

/**
 * A failed call, carrying the server's envelope (`code`, `message`, `errors`, `reason`,
 * `fieldReasons`) so forms can show field errors, worded by reason. `code` is 0 when no HTTP
 * answer came back (network failure).
 */
export class ApiError extends Error {
  readonly code: number;
  readonly errors: FieldErrors;
  readonly reason: ErrorReason | null;
  readonly fieldReasons: FieldReasons;
  /**
   * The whole JSON body of the failed answer (null without one): some refusals carry more than
   * the envelope, e.g. a 409 of paniers/qtt holds the unchanged basket and the quantity kept.
   */
  readonly body: unknown;
  /** The answer's Retry-After in seconds, when it gave one. */
  readonly retryAfterSeconds: number | null;
  /** The number the server's message counts (tries left, minutes to wait), when it counts one. */
  readonly count: number | null;
  /** The permission a `permission_missing` refusal says the role lacks (`remboursements:ecrire`). */
  readonly permission: string | null;

  constructor(envelope: FailedAnswer, body: unknown = null, retryAfterSeconds: number | null = null) {
    super(envelope.message);
    this.name = 'ApiError';
    this.code = envelope.code;
    this.errors = envelope.errors;
    this.reason = envelope.reason ?? null;
    this.fieldReasons = envelope.fieldReasons ?? {};
    this.body = body;
    this.retryAfterSeconds = retryAfterSeconds;
    this.count = envelope.count ?? null;
    this.permission = envelope.permission ?? null;
  }
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A JSON-serialisable value, or FormData (then the browser sets the multipart content type). */
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * Language header. The page's language decides: a shopper reading /en gets English
 * texts whatever language their profile or an earlier choice holds, so content always matches
 * the interface around it (a stored French profile must not turn /en product pages French).
 * The profile's language only counts where the address names no language.
 */
export function resolveRequestLocale(routeLocale?: Locale): Locale {
  return routeLocale ?? readUrlLocale() ?? readStoredSession()?.userLocale ?? readRouteLocale();
}

function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return 'Europe/Paris';
  }
}

/** The headers every call carries. */
export function buildHeaders(isFormData: boolean): Headers {
  const headers = new Headers({
    Accept: 'application/json',
    Timezone: browserTimeZone(),
    Language: resolveRequestLocale(),
  });
  if (!isFormData) headers.set('Content-Type', 'application/json');
  const session = readStoredSession();
  if (session) headers.set('Authorization', `Bearer ${session.accessToken}`);
  return headers;
}

/**
 * A call that got no whole answer (offline, or cut by the page being left or reloaded) as an
 * ApiError of code 0, so callers tell it from a refusal; an abort is rethrown untouched.
 */
function unanswered(error: unknown): unknown {
  if (error instanceof DOMException && error.name === 'AbortError') return error;
  return new ApiError({ code: 0, message: error instanceof Error ? error.message : 'Network error', errors: {} });
}

/** The answer's JSON body, null when it has none; a body cut before its end is no answer (code 0). */
export async function readBody(response: Response): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw unanswered(error);
  }
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * A reason as the answer gave it. Not checked against the shared list, which would weigh on the
 * shopper's first script: a reason this build does not know matches no translation key, and the
 * server's message is shown instead.
 */
function isReasonText(value: unknown): value is ErrorReason {
  return typeof value === 'string' && value.length > 0;
}

/** Turns whatever a failed answer holds into the envelope shape, keeping the server's words when there are some. */
export function toErrorEnvelope(status: number, body: unknown, fallbackMessage: string): FailedAnswer {
  const value = (typeof body === 'object' && body !== null ? body : {}) as Partial<
    Record<keyof ErrorEnvelope, unknown>
  >;
  const fieldReasons: FieldReasons = {};
  if (typeof value.fieldReasons === 'object' && value.fieldReasons !== null) {
    for (const [field, reasons] of Object.entries(value.fieldReasons)) {
      if (Array.isArray(reasons)) fieldReasons[field] = reasons.filter(isReasonText);
    }
  }
  return {
    code: typeof value.code === 'number' ? value.code : status,
    message: typeof value.message === 'string' ? value.message : fallbackMessage,
    errors: typeof value.errors === 'object' && value.errors !== null ? (value.errors as FieldErrors) : {},
    reason: isReasonText(value.reason) ? value.reason : null,
    fieldReasons,
    count: Number.isInteger(value.count) ? (value.count as number) : null,
    permission: typeof value.permission === 'string' ? value.permission : null,
  };
}

/** A Retry-After given in seconds (the API never sends a date there). */
function readRetryAfter(response: Response): number | null {
  const seconds = Number(response.headers.get('retry-after') ?? Number.NaN);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
}

/**
 * Calls the API. A status from 200 to 399 with a body resolves with the JSON body;
 * anything else rejects with the JSON body (as an ApiError). Aborts are rethrown untouched so
 * callers (TanStack Query, a newer basket update) can tell them apart from failures.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const isFormData = typeof FormData !== 'undefined' && options.body instanceof FormData;
  const init: RequestInit = { method: options.method ?? 'GET', headers: buildHeaders(isFormData) };
  if (options.body !== undefined) init.body = isFormData ? (options.body as FormData) : JSON.stringify(options.body);
  if (options.signal) init.signal = options.signal;
  return send<T>(`${API_BASE}${path}`, init);
}

/**
 * Reads a public address the first HTML preloads (`<link rel="preload" as="fetch" crossorigin>`),
 * answered like apiRequest. It is sent bare, with none of apiRequest's headers, because the
 * browser hands a preloaded answer only to a request with the same address, mode, credentials and
 * headers; the address itself carries what the headers would (e.g. the language).
 */
export function apiPreloadedRead<T>(address: string, signal?: AbortSignal): Promise<T> {
  return send<T>(address, signal ? { signal } : {});
}

let answerRetry: ((response: Response) => Promise<boolean>) | undefined;

/**
 * Lets the back office look at each answer (the shop's script carries no more than this): when it
 * says yes (it asked staff for a fresh second factor and got it), the call is sent once more.
 */
export function retryAnswersWith(decide?: (response: Response) => Promise<boolean>) {
  answerRetry = decide;
}

/** Fetches, a network failure turned into an ApiError; an abort is rethrown untouched. */
export async function fetchAnswer(url: string, init: RequestInit, again = true): Promise<Response> {
  let response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    throw unanswered(error);
  }
  return again && (await answerRetry?.(response)) ? fetchAnswer(url, init, false) : response;
}

/** The ApiError of a failed answer, from its body as read. */
export function answerError(response: Response, body: unknown): ApiError {
  return new ApiError(
    toErrorEnvelope(response.status, body, response.statusText || `HTTP ${response.status}`),
    body,
    readRetryAfter(response),
  );
}

async function send<T>(url: string, init: RequestInit): Promise<T> {
  const response = await fetchAnswer(url, init);
  const body = await readBody(response);
  if (response.status >= 200 && response.status < 400 && body !== null) return body as T;
  throw answerError(response, body);
}
