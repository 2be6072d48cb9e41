import { eq, sql } from 'drizzle-orm';
import { FormDoneSchema, NewsletterSchema } from '@boutique/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { newsletters, users } from '../../db/schema/index.ts';

const NEWSLETTER_RATE_LIMIT = { max: 10, timeWindow: 3_600_000 };

/**
 * Subscribes an address with the date and origin of the consent. Subscribing again renews the
 * consent and answers the same, so the form reveals nothing about who is already subscribed.
 */
export const newsletterRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/newsletters',
    {
      schema: { body: NewsletterSchema, response: { 200: FormDoneSchema } },
      config: { rateLimit: NEWSLETTER_RATE_LIMIT },
    },
    async (request) => {
      const { prenom = '', nom, mail, tel = '', source = 'site' } = request.body;
      await db.transaction(async (tx) => {
        await tx
          .insert(newsletters)
          .values({ mail, prenom, nom, tel, source })
          .onConflictDoUpdate({
            target: newsletters.mail,
            set: { consentement: sql`now()`, desinscrit: null, source },
          });
        if (request.user) await tx.update(users).set({ newsletters: true }).where(eq(users.id, request.user.id));
      });
      return { code: 200 as const, message: 'Merci, votre inscription à nos nouvelles est enregistrée.' };
    },
  );
};
