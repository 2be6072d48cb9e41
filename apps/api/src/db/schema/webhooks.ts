import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { WebhookEvent } from '@boutique/domain';

/** The endpoints the owner registers (`ad/webhooks`), with the secret their deliveries are signed with. */
export const webhooks = pgTable('webhooks', {
  id: serial('id').primaryKey(),
  url: text('url').notNull(),
  evenements: text('evenements').array().$type<WebhookEvent[]>().notNull(),
  /** The HMAC key: kept whole, since each delivery is signed with it; shown to staff once. */
  secret: text('secret').notNull(),
  created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One event for one endpoint: queued in the transaction that makes the event (once per record: the
 * key), then posted by the `webhook-deliveries` job with retries and backoff. `corps` is the exact
 * body sent (and signed) each time.
 */
export const webhooksLivraisons = pgTable(
  'webhooks_livraisons',
  {
    id: serial('id').primaryKey(),
    webhook_id: integer('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    evenement: text('evenement').$type<WebhookEvent>().notNull(),
    cle: text('cle').notNull(),
    corps: text('corps').notNull(),
    statut: text('statut').$type<'en_attente' | 'livree' | 'echouee'>().notNull().default('en_attente'),
    tentatives: integer('tentatives').notNull().default(0),
    code_reponse: integer('code_reponse'),
    reponse: text('reponse'),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    derniere_tentative: timestamp('derniere_tentative', { withTimezone: true }),
    /** Due from then (a lease while an attempt is under way); null once delivered or given up. */
    prochaine_tentative: timestamp('prochaine_tentative', { withTimezone: true }).default(sql`now()`),
  },
  (table) => [
    unique('webhooks_livraisons_cle').on(table.webhook_id, table.cle),
    index('webhooks_livraisons_dues_idx').on(table.prochaine_tentative),
  ],
);
