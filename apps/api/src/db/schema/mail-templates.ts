import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { Locale, MailTemplateKey } from '@boutique/domain';

/**
 * A mail's wording as staff rewrote it for one language (`ad/mails`); without a row the shipped
 * text is used, so "Rétablir" deletes the row.
 */
export const modelesCourriels = pgTable(
  'modeles_courriels',
  {
    cle: text('cle').$type<MailTemplateKey>().notNull(),
    langue: text('langue').$type<Locale>().notNull(),
    sujet: text('sujet').notNull(),
    html: text('html').notNull(),
    texte: text('texte').notNull(),
    maj: timestamp('maj', { withTimezone: true }).notNull().defaultNow(),
    maj_par: integer('maj_par'),
  },
  (table) => [primaryKey({ columns: [table.cle, table.langue] })],
);
