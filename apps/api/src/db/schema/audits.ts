import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/** What changed in one write: field → its value before and after (null on create or delete). */
export type AuditDiff = Record<string, { before: unknown; after: unknown }>;

/**
 * Append-only log of every audited write, written in the same transaction as the change; a
 * trigger refuses any change or deletion of an entry (migration 0048), save the author's id
 * emptied when their account is deleted. `record_id` is text because some resources are keyed by a name
 * (configurations) rather than a serial id.
 */
export const audits = pgTable(
  'audits',
  {
    id: serial('id').primaryKey(),
    /** Null once the author's account is deleted: the trace of the change stays. */
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    resource: text('resource').notNull(),
    record_id: text('record_id').notNull(),
    action: text('action').$type<'create' | 'update' | 'delete'>().notNull(),
    diff: jsonb('diff').$type<AuditDiff>().notNull().default({}),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audits_record_idx').on(table.resource, table.record_id, table.created),
    // The activity log: a period of days, an author's entries.
    index('audits_created_idx').on(table.created),
    index('audits_user_idx').on(table.user_id, table.id),
  ],
);
