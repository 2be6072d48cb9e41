import { ContactSchema, FormDoneSchema } from '@boutique/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ContactService } from './contact.service.ts';
import { doneSaying } from '../../lib/answers.ts';

/** At most 5 messages an hour from one client. */
const CONTACT_RATE_LIMIT = { max: 5, timeWindow: 3_600_000 };

export const contactRoutes: FastifyPluginAsyncZod<{ contact: ContactService }> = async (app, { contact }) => {
  app.post(
    '/contact',
    { schema: { body: ContactSchema, response: { 200: FormDoneSchema } }, config: { rateLimit: CONTACT_RATE_LIMIT } },
    async (request) => {
      await contact.send(request.body, request.user?.id ?? null);
      return doneSaying('Merci, votre message a bien été envoyé. Nous vous répondons sous 48 heures ouvrées.');
    },
  );
};
