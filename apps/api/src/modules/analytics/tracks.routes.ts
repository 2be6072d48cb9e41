import { SCOPES, TracksAnswerSchema, TracksQuerySchema } from '@boutique/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { requireScope } from '../../plugins/authentication.ts';
import { readTracks } from './tracks.service.ts';

/** `GET /api/admin/tracks?session=&du=&au=&page=` (admin): the `tracks` screen's sessions and timelines. */
export const tracksRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/admin/tracks',
    {
      onRequest: requireScope(SCOPES.admin),
      schema: { querystring: TracksQuerySchema, response: { 200: TracksAnswerSchema } },
    },
    async (request) => {
      return readTracks(db, request.query);
    },
  );
};
