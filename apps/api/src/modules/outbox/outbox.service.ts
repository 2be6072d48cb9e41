import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { outbox } from '../../db/schema/index.ts';
import type { MailAttachment, MailTransport } from '../../providers/mail/mail-transport.ts';

type Executor = Pick<Database, 'insert'>;

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Deduplication key: a second message with the same key is not queued. */
  key?: string;
}

/**
 * Builds the files of a queued mail from its deduplication key when it leaves (the confirmation
 * 'commande-confirmation:{id}' gets the order's invoice), so the outbox row stays text only. It
 * reads through the dispatcher's transaction: the embedded database has a single connection.
 */
export type AttachmentResolver = (key: string | null, executor: Database) => Promise<MailAttachment[]>;

const withoutAttachments: AttachmentResolver = async () => [];

const MAX_ATTEMPTS = 8;
const BATCH = 20;

/** Queues a mail, inside the caller's transaction when given one. */
export async function enqueueMail(executor: Executor, message: MailMessage) {
  await executor
    .insert(outbox)
    .values({
      canal: 'mail',
      destinataire: message.to,
      sujet: message.subject,
      texte: message.text,
      html: message.html ?? null,
      cle: message.key ?? null,
    })
    .onConflictDoNothing({ target: outbox.cle });
}

/** Queues a text message; without an SMS provider it waits in the outbox, readable by staff. */
export async function enqueueSms(executor: Executor, message: { to: string; text: string; key?: string }) {
  await executor
    .insert(outbox)
    .values({ canal: 'sms', destinataire: message.to, texte: message.text, cle: message.key ?? null })
    .onConflictDoNothing({ target: outbox.cle });
}

/**
 * Sends pending mails through the transport. Rows are claimed with SKIP LOCKED, so several
 * processes can dispatch at once without sending a mail twice.
 */
export async function dispatchPendingMails(
  db: Database,
  transport: MailTransport,
  attachmentsFor: AttachmentResolver = withoutAttachments,
): Promise<number> {
  let sent = 0;
  await db.transaction(async (tx) => {
    const pending = await tx
      .select()
      .from(outbox)
      .where(and(eq(outbox.canal, 'mail'), isNull(outbox.envoye), lt(outbox.tentatives, MAX_ATTEMPTS)))
      .orderBy(asc(outbox.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    for (const row of pending) {
      try {
        const attachments = await attachmentsFor(row.cle, tx);
        await transport.send({
          to: row.destinataire,
          subject: row.sujet,
          text: row.texte,
          html: row.html,
          attachments,
        });
        await tx
          .update(outbox)
          .set({ envoye: new Date(), tentatives: sql`${outbox.tentatives} + 1`, erreur: null })
          .where(eq(outbox.id, row.id));
        sent += 1;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await tx
          .update(outbox)
          .set({ tentatives: sql`${outbox.tentatives} + 1`, erreur: message.slice(0, 500) })
          .where(eq(outbox.id, row.id));
      }
    }
  });
  return sent;
}

/**
 * Runs the dispatcher when nudged (right after a mail is queued) and every 30 s for retries. With
 * no transport configured it does nothing: mails wait in the outbox.
 */
export function createMailDispatcher(
  db: Database,
  transport: MailTransport | null,
  onError: (error: unknown) => void,
  attachmentsFor: AttachmentResolver = withoutAttachments,
) {
  let running: Promise<void> | null = null;
  let again = false;
  const run = () => {
    if (!transport) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = dispatchPendingMails(db, transport, attachmentsFor)
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
  const timer = transport ? setInterval(run, 30_000).unref() : null;
  return {
    nudge: run,
    async close() {
      if (timer) clearInterval(timer);
      await running;
      await transport?.close();
    },
  };
}

export type MailDispatcher = ReturnType<typeof createMailDispatcher>;
