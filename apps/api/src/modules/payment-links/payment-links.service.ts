import { randomBytes } from 'node:crypto';
import { and, between, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { hasScope, paymentLinkEditRefusal, type PaymentLink, type PaymentLinkInput } from '@boutique/domain';
import type { Database, Transaction } from '../../db/client.ts';
import { stripelinks } from '../../db/schema/index.ts';
import { refusePayment } from '../payments/refused-payments.ts';
import { recordOrderIntent, selectLinkedOrder } from '../checkout/checkout.service.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import type { AuthenticatedUser } from '../../plugins/authentication.ts';
import type { PaymentEvents } from '../../providers/payments/payment-events.ts';
import type { PaymentProvider } from '../../providers/payments/payment-provider.ts';
import { enqueueMail, enqueueSms, type MailDispatcher } from '../outbox/outbox.service.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { renderPaymentLinkMessages } from './payment-link-messages.ts';

type LinkRow = typeof stripelinks.$inferSelect;
/** Text messages a link may send a day, so a mistake or abuse cannot run up the bill. */
export const MAX_SMS_PER_LINK_PER_DAY = 3;
/** Mails a link may send a day: enough to resend, too few to flood an inbox. */
export const MAX_MAILS_PER_LINK_PER_DAY = 3;

const toLink = (row: LinkRow): PaymentLink => ({
  id: row.id,
  hash: row.hash,
  montant: row.montant,
  message: row.message,
  prenom: row.prenom,
  nom: row.nom,
  mail: row.mail,
  tel: row.tel,
  langue: row.langue,
  created: row.created.toISOString(),
  created_by: row.created_by,
  intent: row.intent,
  paye: row.paye?.toISOString() ?? null,
  event: row.event,
});

const isAdmin = (user: AuthenticatedUser) => hasScope(user.scopes, 'admin');
/** The back office's resource for the links: their writes are audited under it. */
const AUDITED_AS = 'liens-paiement';

/** A link's public page, in the language it was written for (also shown on its order's page). */
export const paymentLinkUrl = (publicUrl: string, row: { langue: string; hash: string }) =>
  `${publicUrl}/${row.langue}/paiement/${row.hash}`;

export function createPaymentLinksService(deps: {
  db: Database;
  provider: PaymentProvider;
  events: PaymentEvents;
  mails: MailDispatcher;
  publicUrl: string;
}) {
  const { db, provider, events, mails, publicUrl } = deps;

  /**
   * A paid intent that belongs to a link marks it paid, once, and only for the amount the link asks
   * now. Any other success (a second payment, an intent of an earlier amount, a deleted link) is
   * money nobody asked for: it is refunded.
   */
  events.onSucceeded(async (tx, { eventId, intent }) => {
    const linkId = Number(intent.metadata.stripelink);
    if (!Number.isSafeInteger(linkId)) return;
    const [link] = await tx.select().from(stripelinks).where(eq(stripelinks.id, linkId)).for('update');
    if (!link) return;
    const refusal = link.deleted
      ? 'lien supprimé'
      : link.paye
        ? 'lien déjà payé'
        : intent.amount !== link.montant
          ? `montant ${intent.amount} au lieu de ${link.montant}`
          : null;
    if (refusal) return refusePayment(tx, intent, `Lien de paiement ${link.id} : ${refusal}.`);
    await tx
      .update(stripelinks)
      .set({ paye: new Date(), intent: intent.id, event: eventId })
      .where(eq(stripelinks.id, link.id));
  });

  /** A link the user may manage: admins all, ambassadors their own; others' look missing. */
  async function requireManageable(user: AuthenticatedUser, id: number): Promise<LinkRow> {
    const [row] = await db
      .select()
      .from(stripelinks)
      .where(and(eq(stripelinks.id, id), isNull(stripelinks.deleted)));
    return manageable(user, row);
  }

  /** The same, locked in a write's transaction: the audit's "before" is the row the write changes. */
  async function lockManageable(tx: Transaction, user: AuthenticatedUser, id: number): Promise<LinkRow> {
    const [row] = await tx
      .select()
      .from(stripelinks)
      .where(and(eq(stripelinks.id, id), isNull(stripelinks.deleted)))
      .for('update');
    return manageable(user, row);
  }

  function manageable(user: AuthenticatedUser, row: LinkRow | undefined): LinkRow {
    if (!row || (!isAdmin(user) && row.created_by !== user.id)) throw notFound('Lien de paiement introuvable.');
    return row;
  }

  const publicUrlOf = (row: Pick<LinkRow, 'langue' | 'hash'>) => paymentLinkUrl(publicUrl, row);

  /**
   * The intent the public page pays: the link's own while it still asks the link's amount, else a
   * new one. Concurrent visits share it: the key names the intent it replaces, and only the first
   * visit's is recorded.
   */
  async function currentIntent(row: LinkRow) {
    const known = row.intent ? await provider.retrieveIntent(row.intent) : null;
    if (known && known.amount === row.montant && known.status !== 'canceled') return known;
    const intent = await provider.createIntent({
      amount: row.montant,
      // A link bound to an order pays the order too (checkout turns it into a sale).
      metadata: row.commande_id
        ? { stripelink: String(row.id), commande: String(row.commande_id) }
        : { stripelink: String(row.id) },
      idempotencyKey: `stripelink:${row.id}:${row.montant}:${row.intent ?? 'premier'}`,
    });
    await db
      .update(stripelinks)
      .set({ intent: intent.id })
      .where(
        and(
          eq(stripelinks.id, row.id),
          isNull(stripelinks.paye),
          sql`${stripelinks.intent} is not distinct from ${row.intent}`,
        ),
      );
    // Releasing the order's hold then cancels the intent: the page can no longer charge it.
    if (row.commande_id) await recordOrderIntent(db, row.commande_id, intent.id);
    return intent;
  }

  /** Counts one more mail or text message of the link today, unless today's cap is reached. */
  async function countSend(tx: Transaction, id: number, channel: 'mail' | 'tel') {
    const [sent, day, cap] =
      channel === 'mail'
        ? [stripelinks.mails_envoyes, stripelinks.mails_jour, MAX_MAILS_PER_LINK_PER_DAY]
        : [stripelinks.sms_envoyes, stripelinks.sms_jour, MAX_SMS_PER_LINK_PER_DAY];
    const [counted] = await tx
      .update(stripelinks)
      .set({
        [channel === 'mail' ? 'mails_envoyes' : 'sms_envoyes']:
          sql`case when ${day} = current_date then ${sent} + 1 else 1 end`,
        [channel === 'mail' ? 'mails_jour' : 'sms_jour']: sql`current_date`,
      })
      .where(and(eq(stripelinks.id, id), or(sql`${day} is distinct from current_date`, lt(sent, cap))))
      .returning({ id: stripelinks.id });
    return Boolean(counted);
  }

  /** A send is a staff action on the link: its history says who sent it, when and where. */
  const auditSend = (tx: Transaction, user: AuthenticatedUser, id: number, sentTo: string) =>
    recordAudit(tx, {
      userId: user.id,
      resource: AUDITED_AS,
      recordId: id,
      before: { envoi: null },
      after: { envoi: sentTo },
    });

  return {
    async list(user: AuthenticatedUser, du: string, au: string): Promise<PaymentLink[]> {
      const range = between(stripelinks.created, new Date(`${du}T00:00:00Z`), new Date(`${au}T23:59:59.999Z`));
      const rows = await db
        .select()
        .from(stripelinks)
        .where(and(range, isNull(stripelinks.deleted), isAdmin(user) ? undefined : eq(stripelinks.created_by, user.id)))
        .orderBy(desc(stripelinks.created), desc(stripelinks.id));
      return rows.map(toLink);
    },

    async create(user: AuthenticatedUser, input: PaymentLinkInput): Promise<PaymentLink> {
      // 128 random bits: the link cannot be guessed.
      const hash = randomBytes(16).toString('base64url');
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(stripelinks)
          .values({ ...input, hash, created_by: user.id })
          .returning();
        await recordAudit(tx, {
          userId: user.id,
          resource: AUDITED_AS,
          recordId: inserted!.id,
          before: null,
          after: inserted!,
        });
        return inserted!;
      });
      return toLink(row);
    },

    async update(user: AuthenticatedUser, id: number, input: PaymentLinkInput): Promise<PaymentLink> {
      const { before, row } = await db.transaction(async (tx) => {
        const before = await lockManageable(tx, user, id);
        const refusal = paymentLinkEditRefusal(before, input);
        if (refusal) throw new AppError(409, refusal);
        // A new amount needs a new intent: the one for the old amount is forgotten, then cancelled.
        const isRepriced = input.montant !== undefined && input.montant !== before.montant;
        const [row] = await tx
          .update(stripelinks)
          // The back office's editors started from the version before: theirs is now stale.
          .set({ ...input, ...(isRepriced ? { intent: null } : {}), version: sql`${stripelinks.version} + 1` })
          .where(eq(stripelinks.id, id))
          .returning();
        await recordAudit(tx, { userId: user.id, resource: AUDITED_AS, recordId: id, before, after: row! });
        return { before, row: row! };
      });
      if (row.montant !== before.montant && before.intent) {
        await provider.cancelIntent(before.intent).catch(() => undefined);
      }
      return toLink(row);
    },

    async remove(user: AuthenticatedUser, id: number): Promise<void> {
      const before = await db.transaction(async (tx) => {
        const before = await lockManageable(tx, user, id);
        const refusal = paymentLinkEditRefusal(before, null);
        if (refusal) throw new AppError(409, refusal);
        // Kept for the payment's trail: the stamp hides it everywhere but in its history.
        await tx.update(stripelinks).set({ deleted: new Date() }).where(eq(stripelinks.id, id));
        await recordAudit(tx, { userId: user.id, resource: AUDITED_AS, recordId: id, before, after: null });
        return before;
      });
      if (before.intent) await provider.cancelIntent(before.intent).catch(() => undefined);
    },

    /**
     * Sends the link by mail or SMS through the outbox, in the customer's language. Answers
     * whether the message waits in the outbox because its channel has no provider.
     */
    async notify(user: AuthenticatedUser, id: number, channel: 'mail' | 'tel'): Promise<{ queuedOnly: boolean }> {
      const row = await requireManageable(user, id);
      if (row.paye) throw new AppError(409, 'Ce lien a déjà été payé.');
      const messages = renderPaymentLinkMessages(row, publicUrlOf(row));
      if (channel === 'mail') {
        if (!row.mail) throw badRequest('Ce lien n’a pas d’adresse e-mail.', { mail: ['Adresse e-mail manquante.'] });
        await db.transaction(async (tx) => {
          if (!(await countSend(tx, id, 'mail')))
            throw new AppError(429, 'Trop d’e-mails envoyés pour ce lien aujourd’hui.');
          await enqueueMail(tx, { to: row.mail, subject: messages.subject, text: messages.mailText });
          await auditSend(tx, user, id, `e-mail à ${row.mail}`);
        });
        void mails.nudge();
        return { queuedOnly: !mails.providers.mail };
      }
      if (!row.tel) throw badRequest('Ce lien n’a pas de numéro de téléphone.', { tel: ['Numéro manquant.'] });
      await db.transaction(async (tx) => {
        if (!(await countSend(tx, id, 'tel'))) throw new AppError(429, 'Trop de SMS envoyés pour ce lien aujourd’hui.');
        await enqueueSms(tx, { to: row.tel, text: messages.smsText });
        await auditSend(tx, user, id, `SMS au ${row.tel}`);
      });
      void mails.nudge();
      return { queuedOnly: !mails.providers.sms };
    },

    /**
     * The public page's data: the link (only what the page shows), and for an unpaid link a
     * payment intent for its amount, the same one on every visit (idempotency key).
     */
    async publicIntent(hash: string) {
      const [row] = await db
        .select()
        .from(stripelinks)
        .where(and(eq(stripelinks.hash, hash), isNull(stripelinks.deleted)));
      if (!row) throw notFound('Ce lien de paiement n’existe plus.');
      const link = {
        id: row.id,
        hash: row.hash,
        montant: row.montant,
        message: row.message,
        prenom: row.prenom,
        nom: row.nom,
        mail: row.mail,
        tel: row.tel,
        langue: row.langue,
        paye: row.paye?.toISOString() ?? null,
      };
      const bound = row.commande_id ? await selectLinkedOrder(db, row.commande_id) : null;
      const commande = bound && {
        lignes: bound.lignes,
        livraison_label: bound.order.livraison_label,
        livraison_ttc: bound.order.livraison_ttc,
        remise_ttc: bound.order.remise_ttc,
        total_ttc: bound.order.total_ttc,
      };
      if (row.paye) return { link, client_secret: null, pi_status: 'succeeded', commande };
      // A link bound to an order is paid while the order's stock is held, never after.
      if (bound && (bound.order.statut !== 'reservee' || bound.order.expire.getTime() <= Date.now())) {
        throw new AppError(409, 'Ce lien de paiement a expiré : contactez-nous pour recevoir un nouveau lien.');
      }
      const intent = await currentIntent(row);
      return {
        link,
        client_secret: intent.status === 'succeeded' ? null : intent.clientSecret,
        pi_status: intent.status,
        commande,
      };
    },

    /** A link paying a staff order, in the order's transaction: its amount and customer are the order's. */
    async createForOrder(
      tx: Transaction,
      values: Pick<LinkRow, 'montant' | 'prenom' | 'nom' | 'mail' | 'tel' | 'langue'> & {
        commandeId: number;
        createdBy: number;
      },
    ): Promise<PaymentLink> {
      const { commandeId, createdBy, ...link } = values;
      const hash = randomBytes(16).toString('base64url');
      const [row] = await tx
        .insert(stripelinks)
        .values({ ...link, hash, commande_id: commandeId, created_by: createdBy })
        .returning();
      await recordAudit(tx, { userId: createdBy, resource: AUDITED_AS, recordId: row!.id, before: null, after: row! });
      return toLink(row!);
    },
    /**
     * In a back-office edit's transaction: a new amount needs a new intent, so the one for the old
     * amount is forgotten (the public page then makes one for the new amount).
     */
    async forgetRepricedIntent(tx: Transaction, before: { id: number; montant: number }, after: { montant: number }) {
      if (after.montant === before.montant) return;
      await tx.update(stripelinks).set({ intent: null }).where(eq(stripelinks.id, before.id));
    },
    /** Once that edit is committed: the forgotten intent is cancelled, its page can no longer charge it. */
    async cancelRepricedIntent(before: { montant: number; intent: string | null }, after: { montant: number }) {
      if (after.montant === before.montant || !before.intent) return;
      await provider.cancelIntent(before.intent).catch(() => undefined);
    },
    publicUrlOf: (link: Pick<LinkRow, 'langue' | 'hash'>) => `${publicUrl}/${link.langue}/paiement/${link.hash}`,
  };
}

export type PaymentLinksService = ReturnType<typeof createPaymentLinksService>;
