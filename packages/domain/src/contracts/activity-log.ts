import { z } from 'zod';
import { AuditEntrySchema } from '../admin/resource.ts';
import { CalendarDateSchema } from './calendar-date.ts';

const filterFields = {
  auteur: z.coerce.number().int().positive().optional(),
  ressource: z
    .string()
    .trim()
    .regex(/^[a-z0-9_-]{1,60}$/u, 'Ressource inconnue.')
    .optional(),
  enregistrement: z.string().trim().min(1).max(100).optional(),
  du: CalendarDateSchema.optional(),
  au: CalendarDateSchema.optional(),
};
const periodInOrder = ({ du, au }: { du?: string | undefined; au?: string | undefined }) => !du || !au || du <= au;
const periodRefusal = { path: ['au'], message: 'La fin de la période précède son début.' };

/**
 * The back office's activity log (`ad/journal`): every audited write across the shop, newest
 * first, narrowed by author, resource, record and a period of shop days (both included).
 */
export const ActivityLogFiltersSchema = z.object(filterFields).refine(periodInOrder, periodRefusal);
export type ActivityLogFilters = z.infer<typeof ActivityLogFiltersSchema>;

export const ActivityLogQuerySchema = z
  .object({
    ...filterFields,
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  })
  .refine(periodInOrder, periodRefusal);
export type ActivityLogQuery = z.infer<typeof ActivityLogQuerySchema>;

/** One audited write: an audit entry with the resource and record it changed. */
export const ActivityEntrySchema = AuditEntrySchema.extend({
  resource: z.string(),
  record_id: z.string(),
});
export type ActivityEntry = z.infer<typeof ActivityEntrySchema>;

export const ActivityLogPageSchema = z.object({
  code: z.literal(200),
  datas: z.array(ActivityEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type ActivityLogPage = z.infer<typeof ActivityLogPageSchema>;

/** What the filters offer: the staff who wrote entries and the resources written, by name. */
export const ActivityLogChoicesSchema = z.object({
  code: z.literal(200),
  auteurs: z.array(z.object({ id: z.number().int(), mail: z.string() })),
  ressources: z.array(z.string()),
});
export type ActivityLogChoices = z.infer<typeof ActivityLogChoicesSchema>;
