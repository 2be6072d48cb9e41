import type { OutboxChannel, OutboxMessage, OutboxQuery, OutboxStatus } from '@boutique/domain';
import type { Database, Transaction } from '../../db/client.ts';
import type { outbox } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { MailAttachment, MailTransport } from '../../providers/mail/mail-transport.ts';
import type { SmsTransport } from '../../providers/sms/sms-transport.ts';
import {
  claimPending,
  findMessage,
  findMessages,
  insertMessages,
  markFailed,
  markSent,
  MAX_ATTEMPTS,
  requeue,
} from './outbox.queries.ts';
import { recordAudit } from '../audit/audit.service.ts';

/** Where the messages of one batch stand, by the prefix of their keys (a campaign's `campagne:{id}:`). */
export { countByKeyPrefix, deleteSentByKeyPrefix } from './outbox.queries.ts';
/** How many messages wait to leave: the outbox's backlog, watched by the metrics. */
export { countBacklog } from './outbox.queries.ts';

type Executor = Pick<Database, 'insert'>;
type Row = typeof outbox.$inferSelect;

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Deduplication key: a second message with the same key is not queued. */
  key?: string;
  /** Extra headers (a campaign's List-Unsubscribe). */
  headers?: Record<string, string>;
  /** Not sent before this moment (a campaign spreads its mails out). */
  notBefore?: Date;
}

/**
 * Builds the files of a queued mail from its deduplication key when it leaves (the confirmation
 * 'commande-confirmation:{id}' gets the order's invoice), so the outbox row stays text only. It
 * reads through the dispatcher's transaction: the embedded database has a single connection.
 */
export type AttachmentResolver = (key: string | null, executor: Database) => Promise<MailAttachment[]>;

const withoutAttachments: AttachmentResolver = async () => [];

const BATCH = 20;
/** Rows per insert statement: well under PostgreSQL's 65,535 parameters. */
const INSERT_CHUNK = 1_000;

const mailRow = (message: MailMessage) => ({
  canal: 'mail' as const,
  destinataire: message.to,
  sujet: message.subject,
  texte: message.text,
  html: message.html ?? null,
  cle: message.key ?? null,
  entetes: message.headers ?? null,
  ...(message.notBefore ? { apres: message.notBefore } : {}),
});

/** Queues a mail, inside the caller's transaction when given one. */
export async function enqueueMail(executor: Executor, message: MailMessage) {
  await insertMessages(executor, [mailRow(message)]);
}

/** Queues many mails in multi-row inserts; answers how many were new (keys already queued are skipped). */
export async function enqueueMails(executor: Executor, messages: readonly MailMessage[]): Promise<number> {
  let queued = 0;
  for (let start = 0; start < messages.length; start += INSERT_CHUNK) {
    queued += await insertMessages(executor, messages.slice(start, start + INSERT_CHUNK).map(mailRow));
  }
  return queued;
}

/** Queues a text message; without an SMS provider it waits in the outbox, readable by staff. */
export async function enqueueSms(executor: Executor, message: { to: string; text: string; key?: string }) {
  await insertMessages(executor, [
    { canal: 'sms', destinataire: message.to, texte: message.text, cle: message.key ?? null },
  ]);
}

/**
 * Sends a channel's messages that are due, one transaction per batch of 20, until none is left; a
 * failure is kept on its row for the retry.
 */
async function dispatchPending(
  db: Database,
  canal: OutboxChannel,
  deliver: (row: Row, tx: Database) => Promise<void>,
): Promise<number> {
  let sent = 0;
  let claimed = BATCH;
  while (claimed === BATCH) {
    await db.transaction(async (tx) => {
      const rows = await claimPending(tx, canal, BATCH);
      claimed = rows.length;
      for (const row of rows) {
        try {
          await deliver(row, tx);
          await markSent(tx, row.id);
          sent += 1;
        } catch (error) {
          await markFailed(tx, row.id, error instanceof Error ? error.message : String(error));
        }
      }
    });
  }
  return sent;
}

/** Sends pending mails through the transport, with the files their key calls for. */
export function dispatchPendingMails(
  db: Database,
  transport: MailTransport,
  attachmentsFor: AttachmentResolver = withoutAttachments,
): Promise<number> {
  return dispatchPending(db, 'mail', async (row, tx) =>
    transport.send({
      to: row.destinataire,
      subject: row.sujet,
      text: row.texte,
      html: row.html,
      headers: row.entetes,
      attachments: await attachmentsFor(row.cle, tx),
    }),
  );
}

/** Sends pending text messages through the SMS provider. */
export function dispatchPendingSms(db: Database, transport: SmsTransport): Promise<number> {
  return dispatchPending(db, 'sms', (row) => transport.send({ to: row.destinataire, text: row.texte }));
}

export interface OutboxTransports {
  mail: MailTransport | null;
  sms: SmsTransport | null;
  attachmentsFor?: AttachmentResolver;
}

/**
 * Runs the dispatch when nudged: right after a message is queued, and by the periodic job
 * `outbox-dispatch` for retries. One dispatch at a time; a nudge meanwhile runs another after it.
 * A channel without a transport is left alone: its messages wait in the outbox.
 */
export function createOutboxDispatcher(db: Database, transports: OutboxTransports, onError: (error: unknown) => void) {
  const { mail, sms, attachmentsFor = withoutAttachments } = transports;
  const dispatchAll = async () => {
    if (mail) await dispatchPendingMails(db, mail, attachmentsFor);
    if (sms) await dispatchPendingSms(db, sms);
  };
  let running: Promise<void> | null = null;
  let again = false;
  const run = () => {
    if (!mail && !sms) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = dispatchAll()
      .then(() => undefined, onError)
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          void run();
        }
      });
    return running;
  };
  return {
    nudge: run,
    /** Which channels actually leave; the others wait in the outbox. */
    providers: { mail: mail !== null, sms: sms !== null },
    async close() {
      await running;
      await Promise.all([mail?.close(), sms?.close()]);
    },
  };
}

export type OutboxDispatcher = ReturnType<typeof createOutboxDispatcher>;
/** What a module that queues messages needs: a nudge after its transaction commits. */
export type MailDispatcher = Pick<OutboxDispatcher, 'nudge' | 'providers'>;

const statusOf = (row: Row): OutboxStatus =>
  row.envoye ? 'envoye' : row.tentatives >= MAX_ATTEMPTS ? 'echec' : 'en_attente';

/** A message as the back office lists it (the HTML copy of a mail stays out). */
const toMessage = (row: Row): OutboxMessage => ({
  id: row.id,
  canal: row.canal,
  destinataire: row.destinataire,
  sujet: row.sujet,
  texte: row.texte,
  created: row.created.toISOString(),
  envoye: row.envoye?.toISOString() ?? null,
  tentatives: row.tentatives,
  erreur: row.erreur,
  statut: statusOf(row),
});

/** The back office's view of the outbox: the list, and relaunching a message that did not leave. */
export function createOutboxService(db: Database, dispatcher: MailDispatcher) {
  return {
    async page(query: OutboxQuery) {
      const { rows, total, exact } = await findMessages(db, query);
      return { datas: rows.map(toMessage), total, total_exact: exact, providers: dispatcher.providers };
    },

    async relaunch(id: number, userId: number): Promise<OutboxMessage> {
      const row = await db.transaction(async (tx: Transaction) => {
        const before = await findMessage(tx, id, true);
        if (!before) throw notFound('Message introuvable.', 'outbox_message_not_found');
        const after = await requeue(tx, id);
        if (!after) throw new AppError(409, 'Ce message est déjà parti.', {}, 'outbox_message_sent');
        const { tentatives, erreur } = before;
        await recordAudit(tx, {
          userId,
          resource: 'outbox',
          recordId: id,
          before: { tentatives, erreur },
          after: { tentatives: after.tentatives, erreur: after.erreur },
        });
        return after;
      });
      void dispatcher.nudge();
      return toMessage(row);
    },
  };
}

export type OutboxService = ReturnType<typeof createOutboxService>;
