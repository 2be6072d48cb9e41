import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The staff roles the owner defines in `ad/roles` (the built-in ones live in packages/domain): a
 * name and the permissions it grants. Members hold one through `users.role` (its code).
 */
export const roles = pgTable('roles', {
  /** The name's slug when the role was created; kept when it is renamed. */
  code: text('code').primaryKey(),
  nom: text('nom').notNull(),
  permissions: text('permissions')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});
