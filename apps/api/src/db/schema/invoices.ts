import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { VatLine } from '@boutique/domain';
import { commandes } from './orders.ts';

/**
 * Credit notes (avoirs): the document that cancels an invoice when its order is refunded. They
 * are numbered in their own continuous series per year (AV-2026-000001) and keep the amounts they
 * state, as an invoice does; an order is refunded in full once, so it has one at most.
 */
export const avoirs = pgTable(
  'avoirs',
  {
    id: serial('id').primaryKey(),
    numero: text('numero').notNull().unique(),
    commande_id: integer('commande_id')
      .notNull()
      .unique()
      .references(() => commandes.id),
    total_ht: integer('total_ht').notNull(),
    total_ttc: integer('total_ttc').notNull(),
    tva: jsonb('tva').$type<VatLine[]>().notNull(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('avoirs_created_idx').on(table.created)],
);
