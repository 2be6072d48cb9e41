import { reasonOfIssue } from '@boutique/domain';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client.ts';
import { refusalOfError, type Refusal } from './reason-keys.ts';

/** A form's refusals by field name. */
export type FieldRefusals = Record<string, Refusal[]>;

/** What a failed submit shows: refusals under fields, and one for the whole form. */
export interface FormFailure {
  fieldErrors: FieldRefusals;
  formMessage: Refusal | null;
}

/** Zod's issues as field refusals, keyed by the first segment of each path (the form's field names). */
export function issuesToFieldErrors(issues: readonly z.core.$ZodIssue[], fields: readonly string[]): FormFailure {
  const fieldErrors: FieldRefusals = {};
  const others: Refusal[] = [];
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    const refusal: Refusal = { message: issue.message, reason: reasonOfIssue(issue) };
    if (fields.includes(field)) (fieldErrors[field] ??= []).push(refusal);
    else others.push(refusal);
  }
  return { fieldErrors, formMessage: others[0] ?? null };
}

/** Statuses whose message speaks for the whole form (wrong credentials, too many attempts). */
const FORM_LEVEL_CODES = new Set([401, 403, 429]);

/**
 * A refused call as the form shows it: the server's field errors (with their reasons) under the
 * fields it names, the message above the button when no field covers it, or for 401 and 429
 * (message and errors go back to the form). A null message means "say something generic".
 */
export function readFormFailure(error: unknown, fields: readonly string[]): FormFailure & { isNetwork: boolean } {
  if (!(error instanceof ApiError)) return { fieldErrors: {}, formMessage: null, isNetwork: false };
  if (error.code === 0) return { fieldErrors: {}, formMessage: null, isNetwork: true };
  const isFormLevel = FORM_LEVEL_CODES.has(error.code);
  const fieldErrors: FieldRefusals = {};
  if (!isFormLevel) {
    for (const [field, messages] of Object.entries(error.errors)) {
      if (!fields.includes(field) || messages.length === 0) continue;
      const reasons = error.fieldReasons[field] ?? [];
      fieldErrors[field] = messages.map((message, index) => {
        const reason = reasons[index] ?? error.reason;
        // The answer's number counts for the messages that share its reason (a code's tries left).
        return error.count !== null && reason === error.reason
          ? { message, reason, count: error.count }
          : { message, reason };
      });
    }
  }
  const hasFieldErrors = Object.keys(fieldErrors).length > 0;
  const formMessage = hasFieldErrors || !error.message ? null : refusalOfError(error);
  return { fieldErrors, formMessage, isNetwork: false };
}
