import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { commandes } from './orders.ts';

/**
 * Staff's internal notes on an order (module orders): append-only, never shown to the
 * customer. The author stays null once their account is deleted; the note stays.
 */
export const commandesNotes = pgTable(
  'commandes_notes',
  {
    id: serial('id').primaryKey(),
    commande_id: integer('commande_id')
      .notNull()
      .references(() => commandes.id, { onDelete: 'cascade' }),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    texte: text('texte').notNull(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('commandes_notes_commande_idx').on(table.commande_id, table.created)],
);
