import { index, integer, pgTable, serial, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { declinaisons } from './catalogue.ts';

/**
 * A variant's prices over time, append-only: one row each time its price or struck price
 * changes, written in the change's transaction, from `created` until the next row. The prior
 * price shown beside a reduction (Omnibus, packages/domain prior-price.ts) is read from it.
 * Only modules/stock writes it, as it writes the variants.
 */
export const historiquePrix = pgTable(
  'historique_prix',
  {
    id: serial('id').primaryKey(),
    declinaison_id: integer('declinaison_id')
      .notNull()
      .references(() => declinaisons.id, { onDelete: 'cascade' }),
    prix_ht: integer('prix_ht').notNull(),
    prix_ttc: integer('prix_ttc').notNull(),
    prix_initial_ht: integer('prix_initial_ht'),
    prix_initial_ttc: integer('prix_initial_ttc'),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('historique_prix_declinaison_idx').on(table.declinaison_id, table.created, table.id)],
);
