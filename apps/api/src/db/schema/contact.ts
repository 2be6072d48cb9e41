import type { CampaignTranslations, Locale } from '@boutique/domain';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './accounts.ts';

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
    /** The signed-in sender: the address alone proves nothing (it is never verified). */
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contacts_created_idx').on(table.created)],
);

/**
 * Newsletter subscribers, one row per address, with the date and origin of their consent. Consent
 * counts once the address's owner confirmed it from the mail (double opt-in): `confirme`.
 */
export const newsletters = pgTable(
  'newsletters',
  {
    id: serial('id').primaryKey(),
    mail: text('mail').notNull().unique(),
    prenom: text('prenom').notNull().default(''),
    nom: text('nom').notNull().default(''),
    tel: text('tel').notNull().default(''),
    consentement: timestamp('consentement', { withTimezone: true }).notNull().defaultNow(),
    source: text('source').notNull().default('site'),
    desinscrit: timestamp('desinscrit', { withTimezone: true }),
    confirme: timestamp('confirme', { withTimezone: true }),
    /** SHA-256 of the confirmation link's token, until it is used. */
    jeton: text('jeton').unique(),
    /** The account that subscribed while signed in (its export and deletion cover this row). */
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The language the subscriber signed up in: campaigns reach them in it when it is written. */
    langue: text('langue').$type<Locale>().notNull().default('fr'),
    /**
     * The capability of the one-click unsubscribe link of every campaign mail: random, so nobody can
     * unsubscribe someone else by guessing.
     */
    desinscription: uuid('desinscription').notNull().unique().defaultRandom(),
    /** Bumped by every change, so a back-office edit started from an older row is refused. */
    version: integer('version').notNull().default(1),
  },
  // The back office finds a subscriber by the start of the address.
  (table) => [index('newsletters_mail_prefix_idx').on(sql`${table.mail} text_pattern_ops`)],
);

/**
 * Newsletter campaigns: written in French with optional translations, sent once to every confirmed
 * subscriber through the outbox (one mail each, deduplicated by `campagne:{id}:{abonne}`).
 */
export const campagnes = pgTable('campagnes', {
  id: serial('id').primaryKey(),
  titre: text('titre').notNull(),
  sujet: text('sujet').notNull(),
  contenu: text('contenu').notNull(),
  traductions: jsonb('traductions').$type<CampaignTranslations>().notNull().default({}),
  /** Set once, when the campaign is sent; it no longer changes after that. */
  envoyee: timestamp('envoyee', { withTimezone: true }),
  /** How many subscribers it was queued for. */
  destinataires: integer('destinataires').notNull().default(0),
  created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});
