import type { FieldErrors } from '@boutique/domain';
import type { z } from 'zod';

/** A zod failure as the envelope's field → messages, like the route validator's. */
export function fieldErrors(error: z.ZodError, fallback = 'body'): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) (errors[issue.path.join('.') || fallback] ??= []).push(issue.message);
  return errors;
}
