import { randomBytes } from 'node:crypto';
import { FormDoneSchema, NewsletterConfirmationSchema, NewsletterSchema } from '@boutique/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { badRequest } from '../../lib/errors.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import { enqueueMail, type MailDispatcher } from '../outbox/outbox.service.ts';
import { confirmationDigest as digest } from './newsletter-links.ts';
import { renderMail } from '../mail-templates/render-mail.ts';
import { newsletterConfirmationMail } from './newsletter-mail.ts';
import { confirmSubscription, requestSubscription } from './newsletter.queries.ts';
import { doneSaying } from '../../lib/answers.ts';

const NEWSLETTER_RATE_LIMIT = { max: 10, timeWindow: 3_600_000 };
const INVALID_LINK = 'Ce lien de confirmation n’est plus valide : inscrivez-vous de nouveau.';

/**
 * Newsletter sign-up with double opt-in: the form sends a confirmation link to the address, and
 * consent counts once its owner opens it. The form answers the same whoever the address belongs
 * to, so it reveals nothing about who is subscribed.
 */
export const newsletterRoutes: FastifyPluginAsyncZod<{
  db: Database;
  mails: MailDispatcher;
  publicUrl: string;
}> = async (app, { db, mails, publicUrl }) => {
  app.post(
    '/newsletters',
    {
      schema: { body: NewsletterSchema, response: { 200: FormDoneSchema } },
      config: { rateLimit: NEWSLETTER_RATE_LIMIT },
    },
    async (request) => {
      const { prenom = '', nom, mail, tel = '', source = 'site' } = request.body;
      const locale = requestLocale(request);
      // 128 random bits in the link; only their digest is kept.
      const jeton = randomBytes(16).toString('base64url');
      const isSent = await db.transaction(async (tx) => {
        const subscription = { mail, prenom, nom, tel, source, langue: locale, user_id: request.user?.id ?? null };
        if (!(await requestSubscription(tx, subscription, digest(jeton)))) return false;
        const url = `${publicUrl}/${locale}/newsletter/confirmation/${jeton}`;
        await enqueueMail(tx, { to: mail, ...(await renderMail(tx, newsletterConfirmationMail, locale, { url })) });
        return true;
      });
      if (isSent) void mails.nudge();
      return doneSaying('Merci ! Confirmez votre inscription depuis le lien que nous venons de vous envoyer.');
    },
  );

  app.post(
    '/newsletters/confirmation',
    {
      schema: { body: NewsletterConfirmationSchema, response: { 200: FormDoneSchema } },
      config: { rateLimit: NEWSLETTER_RATE_LIMIT },
    },
    async (request) => {
      if (!(await confirmSubscription(db, digest(request.body.jeton)))) {
        throw badRequest(INVALID_LINK, { jeton: [INVALID_LINK] }, 'newsletter_link_invalid');
      }
      return doneSaying('Votre inscription est confirmée. À très bientôt.');
    },
  );
};
