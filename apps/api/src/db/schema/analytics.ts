import { boolean, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { AnalyticsEventType } from '@boutique/domain';

/**
 * Audience measurement events (modules/analytics), anonymous: no IP, no user agent, no customer.
 * Partitioned by month on `ts` (the migration declares it, the module creates and drops the
 * partitions), kept 13 months.
 */
export const evenements = pgTable(
  'evenements',
  {
    ts: timestamp('ts', { withTimezone: true }).notNull(),
    session_id: text('session_id').notNull(),
    type: text('type').$type<AnalyticsEventType>().notNull(),
    chemin: text('chemin').notNull(),
    langue: text('langue').notNull(),
    theme: text('theme').notNull(),
    version: text('version').notNull(),
    installe: boolean('installe').notNull(),
    affichage: text('affichage').notNull(),
    source: text('source'),
    produit_id: integer('produit_id'),
    quantite: integer('quantite'),
    etape: integer('etape'),
    /** Derived from the user agent, which is then dropped: mobile, tablette, ordinateur, autre. */
    appareil: text('appareil').notNull(),
    navigateur: text('navigateur').notNull(),
    systeme: text('systeme').notNull(),
    /** ISO country code, when known. */
    pays: text('pays'),
  },
  (table) => [index('evenements_session_idx').on(table.session_id, table.ts), index('evenements_ts_idx').on(table.ts)],
);

/** The batches already stored, so a batch sent twice is stored once (kept two days). */
export const evenementsLots = pgTable(
  'evenements_lots',
  {
    session_id: text('session_id').notNull(),
    lot: text('lot').notNull(),
    recu: timestamp('recu', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.session_id, table.lot] }), index('evenements_lots_recu_idx').on(table.recu)],
);

/**
 * Daily rollups of the events (Paris days), rebuilt by the upkeep for yesterday and today, kept 25
 * months: what the `stats` screen reads, so it never scans raw events.
 */
export const statsJours = pgTable(
  'stats_jours',
  {
    jour: date('jour', { mode: 'string' }).notNull(),
    /** visites (the day's total), page, source, appareil, navigateur, langue, pays, tunnel. */
    dimension: text('dimension').notNull(),
    valeur: text('valeur').notNull(),
    visites: integer('visites').notNull(),
    vues: integer('vues').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.jour, table.dimension, table.valeur] }),
    index('stats_jours_dimension_idx').on(table.dimension, table.jour),
  ],
);

/** Per product and day: views and basket adds (events), orders, units and revenue (paid orders). */
export const statsProduitsJours = pgTable(
  'stats_produits_jours',
  {
    jour: date('jour', { mode: 'string' }).notNull(),
    produit_id: integer('produit_id').notNull(),
    vues: integer('vues').notNull().default(0),
    ajouts: integer('ajouts').notNull().default(0),
    commandes: integer('commandes').notNull().default(0),
    unites: integer('unites').notNull().default(0),
    /** TTC cents of the paid lines. */
    ca_ttc: integer('ca_ttc').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.jour, table.produit_id] })],
);
