import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Messages sent through the contact page, kept for staff. */
export const contacts = pgTable(
  'contacts',
  {
    id: serial('id').primaryKey(),
    nom: text('nom').notNull(),
    mail: text('mail').notNull(),
    tel: text('tel').notNull().default(''),
    message: text('message').notNull(),
    commande: text('commande').notNull().default(''),
    sujet: text('sujet').notNull().default(''),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contacts_created_idx').on(table.created)],
);

/** Newsletter subscribers, one row per address, with the date and origin of their consent. */
export const newsletters = pgTable('newsletters', {
  id: serial('id').primaryKey(),
  mail: text('mail').notNull().unique(),
  prenom: text('prenom').notNull().default(''),
  nom: text('nom').notNull().default(''),
  tel: text('tel').notNull().default(''),
  consentement: timestamp('consentement', { withTimezone: true }).notNull().defaultNow(),
  source: text('source').notNull().default('site'),
  desinscrit: timestamp('desinscrit', { withTimezone: true }),
});
