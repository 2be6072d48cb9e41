import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * Commission paid out to ambassadors (the ambassador module's ledger): one row per payout, in cents
 * excluding VAT. What an ambassador is owed is their earned commission minus these rows.
 */
export const versementsAmbassadeurs = pgTable(
  'versements_ambassadeurs',
  {
    id: serial('id').primaryKey(),
    /** Null once the ambassador's account is deleted: the payout stays in the books. */
    ambassadeur_id: integer('ambassadeur_id').references(() => users.id, { onDelete: 'set null' }),
    montant_ht: integer('montant_ht').notNull(),
    /** The day the money left (the bank transfer's date). */
    paye_le: date('paye_le', { mode: 'string' }).notNull(),
    /** The transfer's reference, for the accountant. */
    reference: text('reference').notNull().default(''),
    /** The staff member who recorded it. */
    auteur_id: integer('auteur_id').references(() => users.id, { onDelete: 'set null' }),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('versements_ambassadeurs_ambassadeur_idx').on(table.ambassadeur_id),
    check('versements_ambassadeurs_montant_positive', sql`${table.montant_ht} > 0`),
  ],
);
