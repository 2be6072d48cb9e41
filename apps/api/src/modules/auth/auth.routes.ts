import {
  IdParamsSchema,
  PasswordByCodeSchema,
  PasswordByLinkSchema,
  PasswordChangeSchema,
  RecoveryRequestSchema,
  SignInSchema,
  SignResultSchema,
  SignUpAcceptedSchema,
  SignUpConfirmSchema,
  SignUpSchema,
} from '@boutique/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ownAccountOnly } from './account-refusals.ts';
import { noStoreAnswers } from '../../lib/no-store.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import { requireScope, requireUser } from '../../plugins/authentication.ts';
import type { AuthService } from './auth.service.ts';
import type { RecoveryService } from './recovery.service.ts';
import { RECOVERY_RATE_LIMIT, SIGN_IN_RATE_LIMIT } from './rate-limits.ts';
import { SIGN_UP_ACCEPTED, type SignUpService } from './sign-up.service.ts';
import { doneSaying } from '../../lib/answers.ts';

const DoneSchema = z.object({ code: z.literal(200), message: z.string().optional() });

/** A route that signs someone in: what it reads, the session it answers, the sign-in rate limit. */
const signingIn = <Body extends z.ZodType>(body: Body) => ({
  schema: { body, response: { 200: SignResultSchema } },
  config: { rateLimit: SIGN_IN_RATE_LIMIT },
});

export const authRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  recovery: RecoveryService;
  signUps: SignUpService;
}> = async (app, { auth, recovery, signUps }) => {
  noStoreAnswers(app);
  // The same answer for a new address and a taken one: the mailbox tells the difference.
  app.post(
    '/sign/up',
    {
      schema: { body: SignUpSchema, response: { 202: SignUpAcceptedSchema } },
      config: { rateLimit: SIGN_IN_RATE_LIMIT },
    },
    async (request, reply) => {
      await signUps.signUp(request.body, requestLocale(request));
      return reply.code(202).send({ code: 202 as const, message: SIGN_UP_ACCEPTED });
    },
  );

  app.post('/sign/up/confirm', signingIn(SignUpConfirmSchema), async (request) => signUps.confirm(request.body));

  app.post('/sign/in', signingIn(SignInSchema), async (request) => auth.signIn(request.body, request.ip));

  app.post(
    '/sign/out',
    { onRequest: requireScope('user'), schema: { response: { 200: z.object({ code: z.literal(200) }) } } },
    async (request) => {
      await auth.signOut(requireUser(request).tokenId);
      return { code: 200 as const };
    },
  );

  app.post(
    '/sign/recovery',
    {
      schema: { body: RecoveryRequestSchema, response: { 200: DoneSchema } },
      config: { rateLimit: RECOVERY_RATE_LIMIT },
    },
    async (request) => {
      await recovery.requestRecovery(request.body.mail, requestLocale(request));
      return doneSaying(
        'Si un compte existe pour cette adresse, un e-mail vient de lui être envoyé avec un code et un lien.',
      );
    },
  );

  app.post('/sign/password/code', signingIn(PasswordByCodeSchema), async (request) =>
    recovery.resetWithCode(request.body),
  );

  app.post('/sign/password/link', signingIn(PasswordByLinkSchema), async (request) =>
    recovery.resetWithLink(request.body),
  );

  app.put(
    '/users/:id/password',
    {
      onRequest: requireScope('user'),
      schema: {
        params: IdParamsSchema,
        body: PasswordChangeSchema,
        response: { 200: DoneSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      if (request.params.id !== user.id) throw ownAccountOnly();
      await auth.changePassword(user.id, user.tokenId, request.body.current, request.body.password);
      return doneSaying('Mot de passe modifié.');
    },
  );
};
