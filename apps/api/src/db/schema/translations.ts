import { integer, pgTable, primaryKey, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * Staff overrides of the interface messages (owned by the translations module): the served
 * messages of a language are the shipped defaults with these values laid over them.
 */
export const traductions = pgTable(
  'traductions',
  {
    id: serial('id').primaryKey(),
    locale: text('locale').notNull(),
    /** The message key, dotted as in the shipped files (`panier.titre`). */
    cle: text('cle').notNull(),
    valeur: text('valeur').notNull(),
    updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
    updated_by: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [unique('traductions_locale_cle_unique').on(table.locale, table.cle)],
);

/**
 * For each translated text of the catalogue (entity, record, field, language), a hash of the French
 * source as it was when the translation was last saved: a different hash now means the French text
 * changed since, and the translation is outdated.
 */
export const traductionsSources = pgTable(
  'traductions_sources',
  {
    entite: text('entite').notNull(),
    record_id: text('record_id').notNull(),
    champ: text('champ').notNull(),
    locale: text('locale').notNull(),
    source_hash: text('source_hash').notNull(),
    updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.entite, table.record_id, table.champ, table.locale] })],
);
