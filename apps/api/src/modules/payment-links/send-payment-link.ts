import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { stripelinks } from '../../db/schema/index.ts';
import type { AuthenticatedUser } from '../../plugins/authentication.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { enqueueMail, enqueueSms, type MailDispatcher } from '../outbox/outbox.service.ts';
import { renderMail } from '../mail-templates/render-mail.ts';
import { paymentLinkMail, paymentLinkSms } from './payment-link-messages.ts';
import { linkPaid, mailQuotaReached, noMail, noPhone, smsQuotaReached } from './payment-link-refusals.ts';
import { AUDITED_AS, paymentLinkUrl, requireManageable } from './payment-link-rows.ts';

/** Text messages a link may send a day, so a mistake or abuse cannot run up the bill. */
export const MAX_SMS_PER_LINK_PER_DAY = 3;
/** Mails a link may send a day: enough to resend, too few to flood an inbox. */
export const MAX_MAILS_PER_LINK_PER_DAY = 3;

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

/**
 * Sends the link by mail or SMS through the outbox, in the customer's language. Answers
 * whether the message waits in the outbox because its channel has no provider.
 */
export async function sendPaymentLink(
  { db, mails, publicUrl }: { db: Database; mails: MailDispatcher; publicUrl: string },
  user: AuthenticatedUser,
  id: number,
  channel: 'mail' | 'tel',
): Promise<{ queuedOnly: boolean }> {
  const row = await requireManageable(db, user, id);
  if (row.paye) throw linkPaid();
  const url = paymentLinkUrl(publicUrl, row);
  if (channel === 'mail') {
    if (!row.mail) throw noMail();
    await db.transaction(async (tx) => {
      if (!(await countSend(tx, id, 'mail'))) throw mailQuotaReached();
      const mail = await renderMail(tx, paymentLinkMail, row.langue, { ...row, url });
      await enqueueMail(tx, { to: row.mail, ...mail });
      await auditSend(tx, user, id, `e-mail à ${row.mail}`);
    });
    void mails.nudge();
    return { queuedOnly: !mails.providers.mail };
  }
  if (!row.tel) throw noPhone();
  await db.transaction(async (tx) => {
    if (!(await countSend(tx, id, 'tel'))) throw smsQuotaReached();
    await enqueueSms(tx, { to: row.tel, text: paymentLinkSms(row, url) });
    await auditSend(tx, user, id, `SMS au ${row.tel}`);
  });
  void mails.nudge();
  return { queuedOnly: !mails.providers.sms };
}
