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
} from 'drizzle-orm/pg-core';
import type { RefundStatus, VatLine } from '@boutique/domain';
import { users } from './accounts.ts';
import { declinaisons } from './catalogue.ts';
import { commandes } from './orders.ts';
import { entrepots, lots } from './stock.ts';

/**
 * An order's refunds (module orders), in part or in full. A row 'demande' reserves its amount
 * while the provider is asked (every refund not 'refuse' counts against what was paid), so two
 * staff refunding at once cannot give back more than the order; 'effectue' once the money went
 * back (with its credit note), 'refuse' when the provider said no, which frees the amount.
 */
export const remboursements = pgTable(
  'remboursements',
  {
    id: serial('id').primaryKey(),
    commande_id: integer('commande_id')
      .notNull()
      .references(() => commandes.id),
    statut: text('statut').$type<RefundStatus>().notNull().default('demande'),
    montant_ttc: integer('montant_ttc').notNull(),
    montant_ht: integer('montant_ht').notNull(),
    tva: jsonb('tva').$type<VatLine[]>().notNull(),
    livraison_ttc: integer('livraison_ttc').notNull().default(0),
    /** The free amount (a goodwill gesture); negative in a full refund that follows free amounts. */
    libre_ttc: integer('libre_ttc').notNull().default(0),
    motif: text('motif').notNull().default(''),
    /** The provider's refund id (null while asked, and for an order paid offline). */
    fournisseur_id: text('fournisseur_id'),
    /** The staff member who asked; null for the shop's own refunds and once the account is gone. */
    par: integer('par').references(() => users.id, { onDelete: 'set null' }),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    effectue: timestamp('effectue', { withTimezone: true }),
    /**
     * When the provider said a refund it had made failed after all (Stripe's refund.failed after
     * succeeded, as when the card is closed): the money did not reach the customer.
     */
    echoue_le: timestamp('echoue_le', { withTimezone: true }),
  },
  (table) => [
    index('remboursements_commande_idx').on(table.commande_id),
    check('remboursements_statut_known', sql`${table.statut} in ('demande', 'effectue', 'refuse')`),
  ],
);

/** The units a refund gives back, and whether they went back on the shelves. */
export const remboursementsLignes = pgTable(
  'remboursements_lignes',
  {
    remboursement_id: integer('remboursement_id')
      .notNull()
      .references(() => remboursements.id, { onDelete: 'cascade' }),
    declinaison_id: integer('declinaison_id')
      .notNull()
      .references(() => declinaisons.id),
    qtt: integer('qtt').notNull(),
    montant_ttc: integer('montant_ttc').notNull(),
    restock: boolean('restock').notNull().default(false),
    entrepot_id: integer('entrepot_id').references(() => entrepots.id),
    /** The lot the restocked units go back into; null: the lots the order took them from. */
    lot_id: integer('lot_id').references(() => lots.id),
  },
  (table) => [
    primaryKey({ columns: [table.remboursement_id, table.declinaison_id] }),
    check('remboursements_lignes_qtt_positive', sql`${table.qtt} > 0`),
  ],
);
