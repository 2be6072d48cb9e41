import { z } from 'zod';
import { ERROR_REASONS } from './error-reasons.ts';

/** The shared reasons (error-reasons.ts) as schemas, for the routes' answer contracts. */
export const ErrorReasonSchema = z.enum(ERROR_REASONS);
export const FieldReasonsSchema = z.record(z.string(), z.array(ErrorReasonSchema));

/** Field name → messages, as every error answer and form shows them. */
export const FieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof FieldErrorsSchema>;

/**
 * Every JSON answer carries its HTTP status as `code`; failures add `message` and `errors` (French,
 * for people) and `reason` and `fieldReasons` (error-reasons.ts, for programs). `count` is the
 * number the message counts when it counts one (tries left, minutes to wait), so a client words
 * the reason in its own language with the same figure; `permission` likewise names what a role lacks.
 */
export const ErrorEnvelopeSchema = z.object({
  code: z.number().int(),
  message: z.string(),
  errors: FieldErrorsSchema,
  reason: ErrorReasonSchema,
  fieldReasons: FieldReasonsSchema,
  count: z.number().int().optional(),
  /** The permission a refusal (`permission_missing`) says the caller's role lacks, e.g. `remboursements:ecrire`. */
  permission: z.string().optional(),
  /** The request's id, as on its log lines and its `x-request-id` header: what support asks for. */
  requestId: z.string().optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

/** A list answer: `datas` holds the items. */
export const listEnvelope = <T extends z.ZodType>(item: T) => z.object({ code: z.literal(200), datas: z.array(item) });

/** A paginated list answer. */
export const pageEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({
    code: z.literal(200),
    datas: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  });

/** Query of the generic `{model}/paginator` calls: page, page size and an optional "field ASC|DESC" sort. */
export const PaginatorQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  sort: z
    .string()
    .regex(/^[a-z_]{1,40}( (ASC|DESC|asc|desc))?$/u, 'Tri attendu : « champ ASC » ou « champ DESC ».')
    .optional(),
});
export type PaginatorQuery = z.infer<typeof PaginatorQuerySchema>;
