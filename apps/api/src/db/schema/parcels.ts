import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { ParcelStatus } from '@boutique/domain';
import { declinaisons } from './catalogue.ts';
import { transporteurs } from './checkout.ts';
import { commandes } from './orders.ts';
import { lots } from './stock.ts';

/** An order leaves in one or several parcels (modules/parcels), each with its carrier and tracking number. */
export const colis = pgTable(
  'colis',
  {
    id: serial('id').primaryKey(),
    commande_id: integer('commande_id')
      .notNull()
      .references(() => commandes.id),
    transporteur_id: integer('transporteur_id').references(() => transporteurs.id),
    /** The carrier's tracking number. */
    suivi: text('suivi'),
    statut: text('statut').$type<ParcelStatus>().notNull().default('preparation'),
    expedie: timestamp('expedie', { withTimezone: true }),
    livre: timestamp('livre', { withTimezone: true }),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (table) => [
    index('colis_commande_idx').on(table.commande_id),
    index('colis_transporteur_idx').on(table.transporteur_id),
    index('colis_statut_created_idx').on(table.statut, table.created),
    index('colis_created_idx').on(table.created),
    check('colis_statut_known', sql`${table.statut} in ('preparation', 'expedie', 'livre')`),
  ],
);

/** A parcel's units of one variant of its order. */
export const colisLignes = pgTable(
  'colis_lignes',
  {
    colis_id: integer('colis_id')
      .notNull()
      .references(() => colis.id, { onDelete: 'cascade' }),
    declinaison_id: integer('declinaison_id')
      .notNull()
      .references(() => declinaisons.id),
    qtt: integer('qtt').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.colis_id, table.declinaison_id] }),
    check('colis_lignes_qtt_positive', sql`${table.qtt} > 0`),
  ],
);

/** Which lots a parcel line's units come from (the stock module chose or moved them for its order). */
export const colisLignesLots = pgTable(
  'colis_lignes_lots',
  {
    colis_id: integer('colis_id')
      .notNull()
      .references(() => colis.id, { onDelete: 'cascade' }),
    declinaison_id: integer('declinaison_id').notNull(),
    lot_id: integer('lot_id')
      .notNull()
      .references(() => lots.id),
    qtt: integer('qtt').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.colis_id, table.lot_id] }),
    index('colis_lignes_lots_lot_idx').on(table.lot_id),
    check('colis_lignes_lots_qtt_positive', sql`${table.qtt} > 0`),
  ],
);
