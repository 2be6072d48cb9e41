import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { VatLine } from '@boutique/domain';
import { commandes } from './orders.ts';
import { remboursements } from './refunds.ts';

/**
 * Credit notes (avoirs): the document that cancels an invoice when its order is refunded. They
 * are numbered in their own continuous series per year (AV-2026-000001) and keep the amounts they
 * state, as an invoice does. Each refund made (`remboursements`, in part or in full) has its own;
 * credit notes from before partial refunds existed were linked to a refund by the migration.
 */
export const avoirs = pgTable(
  'avoirs',
  {
    id: serial('id').primaryKey(),
    numero: text('numero').notNull().unique(),
    commande_id: integer('commande_id')
      .notNull()
      .references(() => commandes.id),
    remboursement_id: integer('remboursement_id')
      .unique()
      .references(() => remboursements.id),
    total_ht: integer('total_ht').notNull(),
    total_ttc: integer('total_ttc').notNull(),
    tva: jsonb('tva').$type<VatLine[]>().notNull(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('avoirs_created_idx').on(table.created), index('avoirs_commande_idx').on(table.commande_id)],
);
