import type { FieldErrors } from '@boutique/domain';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client.ts';

/** What a failed submit shows: messages under fields, and one for the whole form. */
export interface FormFailure {
  fieldErrors: FieldErrors;
  formMessage: string | null;
}

/** Zod's issues as field errors, keyed by the first segment of each path (the form's field names). */
export function issuesToFieldErrors(issues: readonly z.core.$ZodIssue[], fields: readonly string[]): FormFailure {
  const fieldErrors: FieldErrors = {};
  const others: string[] = [];
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (fields.includes(field)) (fieldErrors[field] ??= []).push(issue.message);
    else others.push(issue.message);
  }
  return { fieldErrors, formMessage: others[0] ?? null };
}

/** Statuses whose message speaks for the whole form (wrong credentials, too many attempts). */
const FORM_LEVEL_CODES = new Set([401, 403, 429]);

/**
 * A refused call as the form shows it: the server's field errors under the fields it names, the
 * message above the button when no field covers it, or for 401 and 429 (spec §8: message and
 * errors go back to the form). `null` messages mean "say something generic".
 */
export function readFormFailure(error: unknown, fields: readonly string[]): FormFailure & { isNetwork: boolean } {
  if (!(error instanceof ApiError)) return { fieldErrors: {}, formMessage: null, isNetwork: false };
  if (error.code === 0) return { fieldErrors: {}, formMessage: null, isNetwork: true };
  const isFormLevel = FORM_LEVEL_CODES.has(error.code);
  const fieldErrors: FieldErrors = {};
  if (!isFormLevel) {
    for (const [field, messages] of Object.entries(error.errors)) {
      if (fields.includes(field) && messages.length > 0) fieldErrors[field] = messages;
    }
  }
  const hasFieldErrors = Object.keys(fieldErrors).length > 0;
  return { fieldErrors, formMessage: hasFieldErrors ? null : error.message || null, isNetwork: false };
}
