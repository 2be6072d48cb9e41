import {
  GoogleConfirmSchema,
  GoogleLinkByMailSchema,
  GoogleLinkByPasswordSchema,
  GoogleLinkNeededSchema,
  GoogleSignInSchema,
  SignConfigSchema,
  SignResultSchema,
} from '@boutique/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { noStoreAnswers } from '../../lib/no-store.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import { envelope } from '../../plugins/error-handler.ts';
import { RECOVERY_RATE_LIMIT, SIGN_IN_RATE_LIMIT } from './rate-limits.ts';
import { LINK_NEEDED, type GoogleSignInService } from './google.service.ts';
import { doneSaying } from '../../lib/answers.ts';

const DISABLED = 'La connexion avec Google n’est pas activée sur cette boutique.';

/**
 * Google sign-in (button and One Tap): the routes exist always, so the access table holds them,
 * and answer 404 while GOOGLE_CLIENT_ID is not set.
 */
export const googleSignInRoutes: FastifyPluginAsyncZod<{
  clientId: string | null;
  google: GoogleSignInService | null;
}> = async (app, { clientId, google }) => {
  noStoreAnswers(app);
  const enabled = () => {
    if (!google) throw new AppError(404, DISABLED, {}, 'google_disabled');
    return google;
  };

  app.get('/sign/config', { schema: { response: { 200: SignConfigSchema } } }, async () => ({
    code: 200 as const,
    google_client_id: google ? clientId : null,
  }));

  app.post(
    '/sign/google',
    {
      schema: { body: GoogleSignInSchema, response: { 200: SignResultSchema, 409: GoogleLinkNeededSchema } },
      config: { rateLimit: SIGN_IN_RATE_LIMIT },
    },
    async (request, reply) => {
      const outcome = await enabled().signIn(request.body, requestLocale(request));
      if (outcome.kind === 'signed') return outcome.result;
      return reply.code(409).send({
        ...envelope(409, LINK_NEEDED, {}, 'google_link_needed'),
        code: 409 as const,
        liaison: outcome.liaison,
      });
    },
  );

  app.post(
    '/sign/google/link',
    {
      schema: { body: GoogleLinkByPasswordSchema, response: { 200: SignResultSchema } },
      config: { rateLimit: SIGN_IN_RATE_LIMIT },
    },
    async (request) => enabled().linkWithPassword(request.body, request.ip),
  );

  app.post(
    '/sign/google/link-mail',
    {
      schema: {
        body: GoogleLinkByMailSchema,
        response: { 200: z.object({ code: z.literal(200), message: z.string() }) },
      },
      config: { rateLimit: RECOVERY_RATE_LIMIT },
    },
    async (request) => {
      await enabled().requestLinkMail(request.body.liaison);
      return doneSaying('Un e-mail vient de vous être envoyé avec un lien pour associer Google à votre compte.');
    },
  );

  app.post(
    '/sign/google/confirm',
    {
      schema: { body: GoogleConfirmSchema, response: { 200: SignResultSchema } },
      config: { rateLimit: SIGN_IN_RATE_LIMIT },
    },
    async (request) => enabled().confirm(request.body),
  );
};
