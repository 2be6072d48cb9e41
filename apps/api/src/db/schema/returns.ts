import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { Locale, ReturnKind, ReturnRefusal, ReturnStatus } from '@boutique/domain';
import { users } from './accounts.ts';
import { declinaisons } from './catalogue.ts';
import { commandes } from './orders.ts';
import { remboursements } from './refunds.ts';
import { entrepots } from './stock.ts';

/**
 * Returns (module returns): a customer's withdrawal from the contract (Consumer Rights Directive
 * art. 11a) or another return request (a defect, a wrong item). 'demande' → 'recu' → 'rembourse',
 * or 'refuse' with a reason. The statement's content is kept as the customer gave it.
 */
export const retours = pgTable(
  'retours',
  {
    id: serial('id').primaryKey(),
    commande_id: integer('commande_id')
      .notNull()
      .references(() => commandes.id),
    type: text('type').$type<ReturnKind>().notNull(),
    statut: text('statut').$type<ReturnStatus>().notNull().default('demande'),
    /** The statement: the name and the electronic contact the customer gave, and their words. */
    nom: text('nom').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull().default(''),
    /** The language the acknowledgement was written in. */
    langue: text('langue').$type<Locale>().notNull(),
    /** When the customer withdrew (or staff recorded the request). */
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    /** The refund's legal due date (withdrawals: 14 days after the withdrawal). */
    remboursement_du: timestamp('remboursement_du', { withTimezone: true }),
    recu_le: timestamp('recu_le', { withTimezone: true }),
    refus: text('refus').$type<ReturnRefusal>(),
    refus_detail: text('refus_detail').notNull().default(''),
    /**
     * When staff started its refund: claimed before the refunds module is asked (outside any
     * transaction), so a second click is refused; cleared if that refund fails.
     */
    remboursement_lance: timestamp('remboursement_lance', { withTimezone: true }),
    /** The refund in part made for this return (module orders). */
    remboursement_id: integer('remboursement_id').references(() => remboursements.id),
    /** The staff member who recorded the request; null when the customer made it. */
    par: integer('par').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('retours_commande_idx').on(table.commande_id),
    index('retours_statut_created_idx').on(table.statut, table.created),
    check('retours_type_known', sql`${table.type} in ('retractation', 'defaut', 'erreur')`),
    check('retours_statut_known', sql`${table.statut} in ('demande', 'recu', 'rembourse', 'refuse')`),
  ],
);

/** The units a return names, and once received how many came back and whether they were restocked. */
export const retoursLignes = pgTable(
  'retours_lignes',
  {
    retour_id: integer('retour_id')
      .notNull()
      .references(() => retours.id, { onDelete: 'cascade' }),
    declinaison_id: integer('declinaison_id')
      .notNull()
      .references(() => declinaisons.id),
    qtt: integer('qtt').notNull(),
    recu: integer('recu'),
    restock: boolean('restock').notNull().default(false),
    entrepot_id: integer('entrepot_id').references(() => entrepots.id),
  },
  (table) => [
    primaryKey({ columns: [table.retour_id, table.declinaison_id] }),
    check('retours_lignes_qtt_positive', sql`${table.qtt} > 0`),
  ],
);
