import { IdParamsSchema, UserSchema, UserUpdateSchema } from '@boutique/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { requireScope, requireUser } from '../../plugins/authentication.ts';
import { accountNotFound, ownAccountOnly } from '../auth/account-refusals.ts';
import { toUser } from '../auth/auth.service.ts';
import { findUser, updateProfile } from '../auth/users.service.ts';
import { answerData } from '../../lib/answers.ts';

const UserAnswerSchema = z.object({ code: z.literal(200), data: UserSchema });

/** A user reads and edits their own profile only; another id is refused whatever it holds. */
export const usersRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/users/me',
    { onRequest: requireScope('user'), schema: { response: { 200: UserAnswerSchema } } },
    async (request) => {
      const user = await findUser(db, requireUser(request).id);
      if (!user) throw accountNotFound();
      return answerData(toUser(user));
    },
  );

  app.put(
    '/users/:id',
    {
      onRequest: requireScope('user'),
      schema: {
        params: IdParamsSchema,
        body: UserUpdateSchema,
        response: { 200: UserAnswerSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      if (request.params.id !== user.id) throw ownAccountOnly();
      const row = await updateProfile(db, user.id, request.body);
      if (!row) throw accountNotFound();
      return answerData(toUser(row));
    },
  );
};
