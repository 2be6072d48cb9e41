import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { STOCK_REASONS, type Locale, type StockReason } from '@boutique/domain';
import { users } from './accounts.ts';
import { declinaisons } from './catalogue.ts';
import { commandes } from './orders.ts';

/** Where stock is kept; sales take units from the lowest `ordre` first. */
export const entrepots = pgTable('entrepots', {
  id: serial('id').primaryKey(),
  label: text('label').notNull(),
  adresse: text('adresse').notNull().default(''),
  ordre: integer('ordre').notNull().default(0),
  version: integer('version').notNull().default(1),
});

/**
 * Units of a variant on hand in a warehouse. Their sum is the variant's sellable total
 * (`declinaisons.stock`) plus the units held by orders awaiting payment.
 */
export const stocks = pgTable(
  'stocks',
  {
    declinaison_id: integer('declinaison_id')
      .notNull()
      .references(() => declinaisons.id, { onDelete: 'cascade' }),
    // A warehouse that still holds units cannot be removed (the refusal answers 409).
    entrepot_id: integer('entrepot_id')
      .notNull()
      .references(() => entrepots.id),
    quantite: integer('quantite').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.declinaison_id, table.entrepot_id] }),
    index('stocks_entrepot_idx').on(table.entrepot_id),
    check('stocks_quantite_non_negative', sql`${table.quantite} >= 0`),
  ],
);

/**
 * A lot (batch) of a variant, as printed on its units: a number unique per variant and either a
 * best-before date or a period after opening (regulation (EC) 1223/2009 art. 19). The migration
 * made one lot "INITIAL" per variant for the stock that had none (no dates).
 */
export const lots = pgTable(
  'lots',
  {
    id: serial('id').primaryKey(),
    declinaison_id: integer('declinaison_id')
      .notNull()
      .references(() => declinaisons.id, { onDelete: 'cascade' }),
    numero: text('numero').notNull(),
    fabrication: date('fabrication', { mode: 'string' }),
    dluo: date('dluo', { mode: 'string' }),
    pao_mois: integer('pao_mois'),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('lots_declinaison_numero_key').on(table.declinaison_id, table.numero),
    index('lots_dluo_idx').on(table.dluo),
    check('lots_pao_range', sql`${table.pao_mois} is null or ${table.pao_mois} between 1 and 60`),
    check('lots_one_date', sql`${table.dluo} is null or ${table.pao_mois} is null`),
    check(
      'lots_dluo_after_fabrication',
      sql`${table.dluo} is null or ${table.fabrication} is null or ${table.dluo} > ${table.fabrication}`,
    ),
  ],
);

/**
 * Units of a lot on hand in a warehouse. For each variant and warehouse they sum to `stocks.quantite`
 * (every write of this module moves both in one transaction, under the variant's lock).
 */
export const stocksLots = pgTable(
  'stocks_lots',
  {
    lot_id: integer('lot_id')
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    entrepot_id: integer('entrepot_id')
      .notNull()
      .references(() => entrepots.id),
    quantite: integer('quantite').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.lot_id, table.entrepot_id] }),
    index('stocks_lots_entrepot_idx').on(table.entrepot_id),
    check('stocks_lots_quantite_non_negative', sql`${table.quantite} >= 0`),
  ],
);

/**
 * The units of each lot an order took (its sale, FEFO, then staff's choice of lot when packing):
 * what a recall reads to find who received a lot. Returns put units back and lower it.
 */
export const lotsCommandes = pgTable(
  'lots_commandes',
  {
    commande_id: integer('commande_id')
      .notNull()
      .references(() => commandes.id, { onDelete: 'cascade' }),
    lot_id: integer('lot_id')
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    qtt: integer('qtt').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.commande_id, table.lot_id] }),
    index('lots_commandes_lot_idx').on(table.lot_id),
    check('lots_commandes_qtt_non_negative', sql`${table.qtt} >= 0`),
  ],
);

/**
 * The stock ledger, append-only: one row per change of a warehouse's units (entrepot set) or of
 * the sellable total by a hold or its release (no warehouse). Only modules/stock writes it.
 */
export const mouvementsStock = pgTable(
  'mouvements_stock',
  {
    id: serial('id').primaryKey(),
    declinaison_id: integer('declinaison_id')
      .notNull()
      .references(() => declinaisons.id, { onDelete: 'cascade' }),
    // A warehouse with history cannot be removed, so the ledger never loses where units were.
    entrepot_id: integer('entrepot_id').references(() => entrepots.id),
    delta: integer('delta').notNull(),
    motif: text('motif').$type<StockReason>().notNull(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    commande_id: integer('commande_id').references(() => commandes.id, { onDelete: 'set null' }),
    // A stock count's figure: the units found in the warehouse (null for every other change).
    compte: integer('compte'),
    // The lot the units came from or went to (null for holds and releases, which touch no shelf).
    lot_id: integer('lot_id').references(() => lots.id),
    note: text('note').notNull().default(''),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('mouvements_stock_declinaison_idx').on(table.declinaison_id, table.id),
    check('mouvements_stock_delta_non_zero', sql`${table.delta} <> 0`),
    check(
      'mouvements_stock_motif_known',
      sql.raw(`motif in (${STOCK_REASONS.map((reason) => `'${reason}'`).join(', ')})`),
    ),
  ],
);

/**
 * Shoppers waiting for a sold-out variant ("Me prévenir du retour"): an address kept for that one
 * mail only. The row is deleted in the transaction that queues the mail, so the address is then
 * forgotten; one row per address and variant, however many times the form is sent.
 */
export const alertesStock = pgTable(
  'alertes_stock',
  {
    id: serial('id').primaryKey(),
    declinaison_id: integer('declinaison_id')
      .notNull()
      .references(() => declinaisons.id, { onDelete: 'cascade' }),
    mail: text('mail').notNull(),
    langue: text('langue').$type<Locale>().notNull(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('alertes_stock_declinaison_mail_key').on(table.declinaison_id, table.mail)],
);
