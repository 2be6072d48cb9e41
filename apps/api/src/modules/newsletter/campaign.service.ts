import { renderCampaignMail, type CampaignReport } from '@boutique/domain';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { countByKeyPrefix, enqueueMails, type MailDispatcher } from '../outbox/outbox.service.ts';
import {
  consentingSubscribers,
  findCampaign,
  lockCampaign,
  markCampaignSent,
  unsubscribe,
} from './campaign.queries.ts';
import { recordAudit } from '../audit/audit.service.ts';

export interface CampaignOptions {
  db: Database;
  mails: MailDispatcher;
  publicUrl: string;
  /** The bounded rate: campaign mails leave at most this many a minute, transactional mails unaffected. */
  mailsPerMinute: number;
}

const keyPrefix = (id: number) => `campagne:${id}:`;

/**
 * Sending a newsletter campaign: one mail per consenting subscriber, in their language, queued in
 * the outbox in the same transaction that marks the campaign sent (so it leaves once, whatever the
 * number of clicks), spread over time at the configured rate, each with its one-click unsubscribe.
 */
export function createCampaignService({ db, mails, publicUrl, mailsPerMinute }: CampaignOptions) {
  return {
    async send(id: number, userId: number): Promise<CampaignReport> {
      const queued = await db.transaction(async (tx) => {
        const campaign = await lockCampaign(tx, id);
        if (!campaign) throw notFound('Campagne introuvable.', 'campaign_not_found');
        if (campaign.envoyee) throw new AppError(409, 'Cette campagne est déjà partie.', {}, 'campaign_sent');
        const subscribers = await consentingSubscribers(tx);
        if (subscribers.length === 0)
          throw new AppError(409, 'Aucun abonné confirmé : rien à envoyer.', {}, 'campaign_no_subscribers');
        const start = Date.now();
        const messages = subscribers.map((subscriber, index) => {
          const apiUrl = `${publicUrl}/api/newsletters/desinscription/${subscriber.jeton}`;
          const mail = renderCampaignMail(
            campaign,
            subscriber.langue,
            (language) => `${publicUrl}/${language}/newsletter/desinscription/${subscriber.jeton}`,
          );
          return {
            to: subscriber.mail,
            subject: mail.subject,
            text: mail.text,
            key: `${keyPrefix(id)}${subscriber.id}`,
            // RFC 8058: mail clients offer their own unsubscribe button, which posts to this address.
            headers: { 'List-Unsubscribe': `<${apiUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
            notBefore: new Date(start + Math.floor((index * 60_000) / mailsPerMinute)),
          };
        });
        const count = await enqueueMails(tx, messages);
        await markCampaignSent(tx, id, count);
        await recordAudit(tx, {
          userId,
          resource: 'campagnes',
          recordId: id,
          before: { envoyee: null },
          after: { envoyee: new Date(start).toISOString(), destinataires: count },
        });
        return count;
      });
      void mails.nudge();
      return { code: 200, destinataires: queued, envoyes: 0, en_attente: queued, echecs: 0 };
    },

    /** Where a campaign's mails stand: sent, waiting, failed for good. */
    async report(id: number): Promise<CampaignReport> {
      const campaign = await findCampaign(db, id);
      if (!campaign) throw notFound('Campagne introuvable.', 'campaign_not_found');
      const { envoyes, en_attente, echecs } = await countByKeyPrefix(db, keyPrefix(id));
      return { code: 200, destinataires: campaign.destinataires, envoyes, en_attente, echecs };
    },

    /** One click from a campaign mail, or its page: the subscriber leaves the list. */
    async unsubscribe(jeton: string): Promise<boolean> {
      return unsubscribe(db, jeton);
    },
  };
}

export type CampaignService = ReturnType<typeof createCampaignService>;
