import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AddressSnapshot, Locale, OrderStatus, RelayPoint, VatLine } from '@boutique/domain';
import { users } from './accounts.ts';
import { declinaisons } from './catalogue.ts';
import { workflowsEtapes } from './workflows.ts';

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
    /** The customer's language when ordering: mails and invoice speak it. */
    langue: text('langue').$type<Locale>().notNull().default('fr'),
    lignes_ht: integer('lignes_ht').notNull().default(0),
    lignes_ttc: integer('lignes_ttc').notNull().default(0),
    livraison_methode_id: integer('livraison_methode_id'),
    livraison_label: text('livraison_label'),
    livraison_ttc: integer('livraison_ttc').notNull().default(0),
    remise_id: integer('remise_id'),
    remise_code: text('remise_code'),
    remise_ttc: integer('remise_ttc').notNull().default(0),
    total_ht: integer('total_ht').notNull(),
    total_ttc: integer('total_ttc').notNull(),
    tva: jsonb('tva').$type<VatLine[]>().notNull().default([]),
    /**
     * The country whose VAT was charged (VAT by destination): 'FR', another member state past the
     * OSS threshold, or null outside the EU (no VAT). Orders placed before the rule bore French VAT.
     */
    tva_pays: text('tva_pays').default('FR'),
    adresse_livraison: jsonb('adresse_livraison').$type<AddressSnapshot>(),
    adresse_facturation: jsonb('adresse_facturation').$type<AddressSnapshot>(),
    /** The relay point the parcel goes to, as it was when ordering (null: delivered to the address). */
    point_relais: jsonb('point_relais').$type<RelayPoint>(),
    /** When the customer accepted the terms of sale. */
    cgv: timestamp('cgv', { withTimezone: true }),
    /** The ambassador whose code was used, and their commission (HT cents, set at payment). */
    ambassadeur_id: integer('ambassadeur_id').references(() => users.id, { onDelete: 'set null' }),
    commission_ht: integer('commission_ht').notNull().default(0),
    intent: text('intent').unique(),
    /** The offline way staff recorded the payment with (transfer, cash); null: paid by card. */
    paiement_methode_id: integer('paiement_methode_id'),
    event: text('event'),
    /** Until when the stock is held for this order. */
    expire: timestamp('expire', { withTimezone: true }).notNull(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    payee: timestamp('payee', { withTimezone: true }),
    /** Invoice number, continuous per year (F-2026-000001), given at payment. */
    facture_numero: text('facture_numero').unique(),
    expediee: timestamp('expediee', { withTimezone: true }),
    suivi: text('suivi'),
    rembourse: timestamp('rembourse', { withTimezone: true }),
    /** The provider's refund id: a refund is asked once. */
    remboursement: text('remboursement'),
    note: text('note'),
    /** Paid through the simulated provider: no money moved, shown as such everywhere. */
    test: boolean('test').notNull().default(false),
    /** The workflow step the order is at in the warehouse (null: not in a workflow). */
    workflow_etape_id: integer('workflow_etape_id').references(() => workflowsEtapes.id),
    /** Optimistic lock of the back office's edits (admin-resources). */
    version: integer('version').notNull().default(1),
  },
  (table) => [
    index('commandes_user_idx').on(table.user_id),
    index('commandes_ambassadeur_idx').on(table.ambassadeur_id),
    index('commandes_reservations_idx').on(table.statut, table.expire),
    // The back office's list (newest first, by status, by amount) and the dashboard's day and month.
    // The key (hash) completes the sorts' indexes, so a deep page reads the index alone.
    index('commandes_created_idx').on(table.created, table.hash),
    index('commandes_statut_created_idx').on(table.statut, table.created),
    index('commandes_total_idx').on(table.total_ttc, table.hash),
    // The accountant's documents of a period (invoices are dated by their payment).
    index('commandes_payee_idx').on(table.payee),
    index('commandes_workflow_etape_idx').on(table.workflow_etape_id),
  ],
);

/**
 * The columns that name an order in a list of another module's (a code's uses, an ambassador's
 * orders, the dashboard's last sales), read with that list's own columns.
 */
export const orderHeading = {
  hash: commandes.hash,
  numero: commandes.numero,
  statut: commandes.statut,
  created: commandes.created,
};

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
    /**
     * The line's share of the order's discount, TTC cents, as the customer got it (a code limited
     * to some products takes only from their lines). Null for an order stored without it.
     */
    remise: integer('remise'),
    /** The VAT rate charged on the line, basis points (null: read from the two prices). */
    tva_bps: integer('tva_bps'),
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
