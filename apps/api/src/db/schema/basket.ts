import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { declinaisons } from './catalogue.ts';

/** A basket, known by the random UUID the browser made for it. */
export const paniers = pgTable(
  'paniers',
  {
    id: serial('id').primaryKey(),
    hash: uuid('hash').notNull().unique(),
    /** The account the basket belongs to; null while anonymous. */
    user_id: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    /** Last change; baskets left alone longer than the retention period are purged. */
    updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('paniers_updated_idx').on(table.updated), index('paniers_user_idx').on(table.user_id)],
);

/** A variant in a basket with its quantity (always positive: a line at 0 is deleted). */
export const paniersDeclinaisons = pgTable(
  'paniers_declinaisons',
  {
    panier_id: integer('panier_id')
      .notNull()
      .references(() => paniers.id, { onDelete: 'cascade' }),
    declinaison_id: integer('declinaison_id')
      .notNull()
      .references(() => declinaisons.id, { onDelete: 'cascade' }),
    qtt: integer('qtt').notNull(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.panier_id, table.declinaison_id] }),
    check('paniers_declinaisons_qtt_positive', sql`${table.qtt} > 0`),
  ],
);

/**
 * The basket reminders sent (basket-reminders.ts): one per basket, ever (the unique hash is the
 * guard across processes). Kept when the basket is purged, for the reminders' statistics: the
 * order a reminder brought back is found by its basket's hash.
 */
export const relancesPanier = pgTable(
  'relances_panier',
  {
    id: serial('id').primaryKey(),
    panier_hash: uuid('panier_hash').notNull().unique(),
    envoyee: timestamp('envoyee', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('relances_panier_envoyee_idx').on(table.envoyee)],
);
