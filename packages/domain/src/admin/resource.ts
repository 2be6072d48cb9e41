import { z } from 'zod';
import type { Locale } from '../locales.ts';
import { PaginatorQuerySchema } from '../contracts/envelope.ts';

/**
 * What the server registry and the admin kit share about one resource: its URL name, the shape of
 * a row and of an input, the named filters and sortable columns it allows, and French labels.
 */
export interface AdminResourceDescriptor<
  Row extends z.ZodObject = z.ZodObject,
  Input extends z.ZodObject = z.ZodObject,
  Filters extends z.ZodObject = z.ZodObject,
> {
  /** The URL segment: `/api/{model}/…`. */
  model: string;
  /** The row field identifying a record (`id` for most, `cle` for configurations). */
  key: string;
  /** How the key reads from a URL or a body. */
  keySchema: z.ZodType<number | string>;
  row: Row;
  input: Input;
  filters: Filters;
  /** Columns a list may be sorted on; anything else is refused. The first is the default. */
  sortable: readonly [string, ...string[]];
  /** The default sort's direction (`asc` unless said, e.g. newest orders first). */
  defaultOrder?: 'asc' | 'desc';
  labels: { singular: string; plural: string; fields: Record<string, string> };
}

/** Declares a resource descriptor, keeping its schema types. */
export const defineAdminResource = <Row extends z.ZodObject, Input extends z.ZodObject, Filters extends z.ZodObject>(
  descriptor: AdminResourceDescriptor<Row, Input, Filters>,
) => descriptor;

/** A serial id in a URL or a body. */
export const RecordIdSchema = z.coerce.number().int().min(1).max(2_147_483_647);

/** The params of a route addressing one record by its serial id (`/…/:id`). */
export const IdParamsSchema = z.object({ id: RecordIdSchema });

/** `true`/`false` in a query string (z.coerce.boolean would read "false" as true). */
export const queryBoolean = z.enum(['true', 'false']).transform((value) => value === 'true');

/** Text in a query string; a NUL character, which no database text can hold, is refused. */
export const queryText = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((text) => !text.includes('\u0000'), 'Caractère invalide.');

/** A free-text search in a query string. */
export const querySearch = queryText(100);

/** The translations of some text fields into the non-French languages, each optional. */
export const translationsSchema = <Field extends string>(fields: readonly [Field, ...Field[]], max = 20_000) => {
  const texts = z.object(
    Object.fromEntries(fields.map((field) => [field, z.string().max(max).optional()])),
  ) as z.ZodObject<Record<Field, z.ZodOptional<z.ZodString>>>;
  const locales: Exclude<Locale, 'fr'>[] = ['en', 'es', 'de'];
  return z.object(Object.fromEntries(locales.map((locale) => [locale, texts.optional()]))) as z.ZodObject<
    Record<Exclude<Locale, 'fr'>, z.ZodOptional<typeof texts>>
  >;
};

/** The generic paginator's query: page, page size, sort column and direction (plus named filters). */
export const AdminPaginatorQuerySchema = PaginatorQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(200).default(25),
  order: z.enum(['asc', 'desc', 'ASC', 'DESC']).optional(),
});
export type AdminPaginatorQuery = z.infer<typeof AdminPaginatorQuerySchema>;

/** A page of rows; `total_exact` is false when the total is the planner's estimate. */
export const adminPageEnvelope = <T extends z.ZodType>(row: T) =>
  z.object({
    code: z.literal(200),
    datas: z.array(row),
    total: z.number().int(),
    total_exact: z.boolean(),
    page: z.number().int(),
    limit: z.number().int(),
  });

/** One record answer. */
export const recordEnvelope = <T extends z.ZodType>(row: T, code: 200 | 201 = 200) =>
  z.object({ code: z.literal(code), data: row });

/** The optimistic lock every update carries: the version the editor started from. */
export const VersionSchema = z.coerce.number().int().min(1).max(2_147_483_647);

const ids = z
  .array(z.union([z.number(), z.string()]))
  .min(1)
  .max(500);
export const AddsBodySchema = z.object({ datas: z.array(z.unknown()).min(1).max(500) });
export const EditAllBodySchema = z.object({ ids, datas: z.record(z.string(), z.unknown()) });
export const DeleteAllBodySchema = z.object({ ids }).nullish();
/** `?ids=1,2,3` for clients that cannot send a DELETE body. */
export const DeleteAllQuerySchema = z.object({ ids: z.string().max(10_000).optional() });

/** The outcome of one row of a bulk call. */
export const BulkResultSchema = z.object({
  id: z.union([z.number(), z.string()]).optional(),
  done: z.boolean(),
  message: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type BulkResult = z.infer<typeof BulkResultSchema>;
export const BulkAnswerSchema = z.object({ code: z.literal(200), results: z.array(BulkResultSchema) });
export const DeleteAnswerSchema = z.object({ code: z.literal(200), delete: z.literal(true) });

/** One entry of a record's history. */
export const AuditEntrySchema = z.object({
  id: z.number().int(),
  user_id: z.number().int().nullable(),
  user_mail: z.string().nullable(),
  created: z.string(),
  action: z.enum(['create', 'update', 'delete']),
  diff: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const AuditListSchema = z.object({ code: z.literal(200), datas: z.array(AuditEntrySchema) });
