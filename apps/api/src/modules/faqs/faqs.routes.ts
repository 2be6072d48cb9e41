import { asc, eq } from 'drizzle-orm';
import { FaqListSchema, type Faq } from '@boutique/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { faqs, faqsCategories } from '../../db/schema/index.ts';
import { localize } from '../../lib/localize.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import { PUBLIC_REVALIDATE } from '../../lib/prebuilt-response.ts';

/** Every FAQ entry, global ones with their category and product sections with their kind. */
export const faqsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/faqs', { schema: { response: { 200: FaqListSchema } } }, async (request, reply) => {
    const locale = requestLocale(request);
    reply.header('cache-control', PUBLIC_REVALIDATE);
    const rows = await db
      .select({ faq: faqs, categorie: faqsCategories })
      .from(faqs)
      .leftJoin(faqsCategories, eq(faqsCategories.id, faqs.categorie_id))
      .orderBy(asc(faqsCategories.ordre), asc(faqs.ordre), asc(faqs.id));
    const datas: Faq[] = rows.map(({ faq, categorie }) => ({
      ...localize(faq, locale, ['question', 'reponse']),
      categorie: categorie && localize(categorie, locale, ['label']),
    }));
    return { code: 200 as const, datas };
  });
};
