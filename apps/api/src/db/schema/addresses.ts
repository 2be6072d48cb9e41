import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

export const adresses = pgTable(
  'adresses',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    prenom: text('prenom').notNull(),
    nom: text('nom').notNull(),
    societe: text('societe').notNull().default(''),
    ligne1: text('ligne1').notNull(),
    ligne2: text('ligne2').notNull().default(''),
    code_postal: text('code_postal').notNull(),
    ville: text('ville').notNull(),
    pays: text('pays').notNull().default('FR'),
    tel: text('tel').notNull().default(''),
    livraison_defaut: boolean('livraison_defaut').notNull().default(false),
    facturation_defaut: boolean('facturation_defaut').notNull().default(false),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    /** Bumped by every back-office edit (the resource registry's optimistic lock). */
    version: integer('version').notNull().default(1),
  },
  (table) => [index('adresses_user_idx').on(table.user_id)],
);
