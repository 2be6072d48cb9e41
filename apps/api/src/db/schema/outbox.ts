import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every outgoing mail and SMS is written here first, in the same transaction as the change that
 * causes it, then delivered by the dispatcher: nothing is lost if the process dies, and a
 * deduplication key keeps a retried operation from sending twice. Without a provider configured,
 * messages simply stay here, readable by staff.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    canal: text('canal').$type<'mail' | 'sms'>().notNull(),
    destinataire: text('destinataire').notNull(),
    sujet: text('sujet').notNull().default(''),
    texte: text('texte').notNull(),
    html: text('html'),
    /** Same key, same message: the second insert is ignored. */
    cle: text('cle').unique(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    envoye: timestamp('envoye', { withTimezone: true }),
    tentatives: integer('tentatives').notNull().default(0),
    erreur: text('erreur'),
    /** Extra mail headers (a campaign's List-Unsubscribe). */
    entetes: jsonb('entetes').$type<Record<string, string>>(),
    /** Not sent before: a campaign spreads its mails over time so they leave at a bounded rate. */
    apres: timestamp('apres', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('outbox_pending_idx').on(table.canal, table.envoye, table.apres)],
);
