import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Locale, ReviewStatus } from '@boutique/domain';
import { users } from './accounts.ts';
import { produits } from './catalogue.ts';

/**
 * Product reviews ("avis"): written by a customer who bought the product, shown once staff
 * publish them. One per customer and product; a new submission replaces a pending one.
 */
export const avis = pgTable(
  'avis',
  {
    id: serial('id').primaryKey(),
    produit_id: integer('produit_id')
      .notNull()
      .references(() => produits.id, { onDelete: 'cascade' }),
    /** The author's account; null for reviews brought in without one (the demo's). */
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The signature shown ("Camille L."), taken from the account when the review is written. */
    auteur: text('auteur').notNull().default(''),
    note: integer('note').notNull(),
    titre: text('titre').notNull().default(''),
    texte: text('texte').notNull(),
    /** The language the review was written in. */
    langue: text('langue').$type<Locale>().notNull().default('fr'),
    statut: text('statut').$type<ReviewStatus>().notNull().default('en_attente'),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    /** When and by whom the status was last changed in the back office. */
    modere: timestamp('modere', { withTimezone: true }),
    moderateur_id: integer('moderateur_id').references(() => users.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
  },
  (table) => [
    uniqueIndex('avis_produit_user_idx').on(table.produit_id, table.user_id),
    // The product page's published reviews, newest first, and their average.
    index('avis_produit_statut_created_idx').on(table.produit_id, table.statut, table.created),
    // The back office's list, newest first, by status.
    index('avis_statut_created_idx').on(table.statut, table.created),
    check('avis_note_check', sql`${table.note} between 1 and 5`),
    check('avis_statut_check', sql`${table.statut} in ('en_attente', 'publie', 'refuse')`),
  ],
);
