import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { Locale } from '@boutique/domain';
import { users } from './accounts.ts';
import { commandes } from './orders.ts';

/**
 * Payment intents of the simulated provider (used when no Stripe key is configured). They live in
 * the database, like Stripe's live on Stripe, so every process sees the same state.
 */
export const simulatedIntents = pgTable('simulated_intents', {
  id: text('id').primaryKey(),
  client_secret: text('client_secret').notNull().unique(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull().default('eur'),
  status: text('status')
    .$type<'requires_payment_method' | 'requires_action' | 'processing' | 'succeeded' | 'canceled'>()
    .notNull()
    .default('requires_payment_method'),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
  idempotency_key: text('idempotency_key').unique(),
  last_error: text('last_error'),
  created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
});

/** Provider events already handled, so a replayed or concurrent delivery changes nothing twice. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  intent: text('intent').notNull(),
  received: timestamp('received', { withTimezone: true }).notNull().defaultNow(),
});

/** Payment links staff send to customers; amounts in cents. */
export const stripelinks = pgTable(
  'stripelinks',
  {
    id: serial('id').primaryKey(),
    /** The public handle in the link's URL: 128 random bits. */
    hash: text('hash').notNull().unique(),
    montant: integer('montant').notNull(),
    message: text('message').notNull().default(''),
    prenom: text('prenom').notNull().default(''),
    nom: text('nom').notNull().default(''),
    mail: text('mail').notNull().default(''),
    tel: text('tel').notNull().default(''),
    langue: text('langue').$type<Locale>().notNull().default('fr'),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    customer: text('customer'),
    intent: text('intent').unique(),
    paye: timestamp('paye', { withTimezone: true }),
    event: text('event'),
    deleted: timestamp('deleted', { withTimezone: true }),
    /** The order this link pays (a staff order): its amount is the order's total, its hold the order's. */
    commande_id: integer('commande_id').references(() => commandes.id, { onDelete: 'set null' }),
    /** Text messages sent on `sms_jour`, to cap them per link and per day. */
    sms_envoyes: integer('sms_envoyes').notNull().default(0),
    sms_jour: date('sms_jour', { mode: 'string' }),
    /** Mails sent on `mails_jour`, capped the same way. */
    mails_envoyes: integer('mails_envoyes').notNull().default(0),
    mails_jour: date('mails_jour', { mode: 'string' }),
    /** Bumped by each back-office edit: a stale editor is refused. */
    version: integer('version').notNull().default(1),
  },
  (table) => [
    index('stripelinks_created_idx').on(table.created),
    index('stripelinks_commande_idx').on(table.commande_id),
    check('stripelinks_montant_positive', sql`${table.montant} > 0`),
  ],
);

/**
 * Successful payments nothing accepts (a link paid twice, or at an amount it no longer asks): the
 * money goes back. The upkeep timer refunds each row once (idempotency key `refus:{intent}`).
 */
export const paiementsRefuses = pgTable('paiements_refuses', {
  intent: text('intent').primaryKey(),
  montant: integer('montant').notNull(),
  motif: text('motif').notNull(),
  created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  /** The provider's refund id, once asked. */
  remboursement: text('remboursement'),
});
