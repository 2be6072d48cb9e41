import { ShopInfoResponseSchema } from '@boutique/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { PUBLIC_REVALIDATE } from '../../lib/prebuilt-response.ts';
import { readShopInfo } from './shop-info.service.ts';
import { answerList } from '../../lib/answers.ts';

/** The company identity shown by the legal pages (name, address, registrations, publisher, host). */
export const shopInfoRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/boutique/infos', { schema: { response: { 200: ShopInfoResponseSchema } } }, async (_request, reply) => {
    reply.header('cache-control', PUBLIC_REVALIDATE);
    return answerList(await readShopInfo(db));
  });
};
