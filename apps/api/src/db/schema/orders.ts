import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { declinaisons } from './catalogue.ts';

/**
 * An order's life: 'reservee' (stock held while the customer pays) → 'payee', or 'expiree' (stock
 * given back) — and 'a_verifier' when a late payment found the stock sold elsewhere.
 */
export type OrderStatus = 'reservee' | 'payee' | 'expiree' | 'a_verifier';

export const commandes = pgTable(
  'commandes',
  {
    id: serial('id').primaryKey(),
    /** The customer's handle in URLs (checkout-confirmation/{hash}): random, never an id. */
    hash: uuid('hash').notNull().unique().defaultRandom(),
    /** Readable sequential number, given at payment: OC-2026-000042. */
    numero: text('numero').unique(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    panier_hash: uuid('panier_hash').notNull(),
    statut: text('statut').$type<OrderStatus>().notNull().default('reservee'),
    total_ht: integer('total_ht').notNull(),
    total_ttc: integer('total_ttc').notNull(),
    intent: text('intent').unique(),
    event: text('event'),
    /** Until when the stock is held for this order. */
    expire: timestamp('expire', { withTimezone: true }).notNull(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    payee: timestamp('payee', { withTimezone: true }),
    note: text('note'),
  },
  (table) => [
    index('commandes_user_idx').on(table.user_id),
    index('commandes_reservations_idx').on(table.statut, table.expire),
  ],
);

/** An order's lines, with the prices and labels of the moment it was placed. */
export const commandesDeclinaisons = pgTable(
  'commandes_declinaisons',
  {
    commande_id: integer('commande_id')
      .notNull()
      .references(() => commandes.id, { onDelete: 'cascade' }),
    declinaison_id: integer('declinaison_id')
      .notNull()
      .references(() => declinaisons.id),
    qtt: integer('qtt').notNull(),
    prix_ht: integer('prix_ht').notNull(),
    prix_ttc: integer('prix_ttc').notNull(),
    produit_label: text('produit_label').notNull(),
    label: text('label').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.commande_id, table.declinaison_id] }),
    check('commandes_declinaisons_qtt_positive', sql`${table.qtt} > 0`),
  ],
);

/** Counters that must never repeat or skip under concurrency (order numbers per year, invoices). */
export const compteurs = pgTable('compteurs', {
  cle: text('cle').primaryKey(),
  valeur: integer('valeur').notNull(),
});
