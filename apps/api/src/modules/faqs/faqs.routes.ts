import { FaqListSchema } from '@boutique/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import { PUBLIC_REVALIDATE } from '../../lib/prebuilt-response.ts';
import { listFaqs } from './faqs.service.ts';
import { answerList } from '../../lib/answers.ts';

/** Every FAQ entry, global ones with their category and product sections with their kind. */
export const faqsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/faqs', { schema: { response: { 200: FaqListSchema } } }, async (request, reply) => {
    const locale = requestLocale(request);
    reply.header('cache-control', PUBLIC_REVALIDATE);
    return answerList(await listFaqs(db, locale));
  });
};
