import { HomeResponseSchema } from '@boutique/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { PUBLIC_REVALIDATE } from '../../lib/prebuilt-response.ts';
import { readHome } from './home.service.ts';

/** GET /api/accueil: the home page's hero picture and its product zones, and the video band. */
export const homeRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/accueil', { schema: { response: { 200: HomeResponseSchema } } }, async (_request, reply) => {
    reply.header('cache-control', PUBLIC_REVALIDATE);
    return { code: 200 as const, ...(await readHome(db)) };
  });
};
