import {
  IdParamsSchema,
  DeviceSessionsAnswerSchema,
  DeviceSessionsRevokedSchema,
  type DeviceSession,
} from '@boutique/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { requireScope, requireUser } from '../../plugins/authentication.ts';
import { revokeOtherSessions, revokeOwnSession, selectOpenSessions } from './sessions.queries.ts';

/**
 * "Appareils connectés": the signed-in account's open sessions (customers and staff alike), each
 * with the device it was first used from and when it was last used; one or all others signed out.
 */
export const sessionsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/sessions',
    { onRequest: requireScope('user'), schema: { response: { 200: DeviceSessionsAnswerSchema } } },
    async (request) => {
      const user = requireUser(request);
      const rows = await selectOpenSessions(db, user.id);
      const datas = rows.map((row): DeviceSession => ({
        id: row.id,
        appareil: row.appareil,
        created: row.created.toISOString(),
        derniere_utilisation: row.last_used.toISOString(),
        courante: row.id === user.tokenId,
      }));
      return { code: 200 as const, datas };
    },
  );

  app.delete(
    '/sessions/:id',
    {
      onRequest: requireScope('user'),
      schema: { params: IdParamsSchema, response: { 200: z.object({ code: z.literal(200) }) } },
    },
    async (request) => {
      const user = requireUser(request);
      // Someone else's session looks missing, as a closed one does.
      if (!(await revokeOwnSession(db, user.id, request.params.id))) {
        throw notFound('DeviceSession introuvable.', 'session_not_found');
      }
      return { code: 200 as const };
    },
  );

  app.delete(
    '/sessions',
    { onRequest: requireScope('user'), schema: { response: { 200: DeviceSessionsRevokedSchema } } },
    async (request) => {
      const user = requireUser(request);
      return { code: 200 as const, revoquees: await revokeOtherSessions(db, user.id, user.tokenId) };
    },
  );
};
