import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

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

/**
 * API keys staff create for other software (accounting, warehouse): the key is shown once and only
 * its SHA-256 digest kept; it acts with its permissions, never more than its creator's at the time
 * of each call, on permission routes only (plugins/authentication.ts).
 */
export const clesApi = pgTable(
  'cles_api',
  {
    id: serial('id').primaryKey(),
    nom: text('nom').notNull(),
    /** The key's first characters, for staff to recognise it in the list. */
    prefixe: text('prefixe').notNull(),
    digest: text('digest').notNull().unique(),
    permissions: text('permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    cree_par: integer('cree_par')
      .notNull()
      .references(() => users.id),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    /** Written at most once a minute, as a session's last use; each call is in the request log. */
    derniere_utilisation: timestamp('derniere_utilisation', { withTimezone: true }),
    revoquee: timestamp('revoquee', { withTimezone: true }),
  },
  (table) => [index('cles_api_cree_par_idx').on(table.cree_par)],
);
