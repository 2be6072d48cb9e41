import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
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
