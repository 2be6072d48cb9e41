import { SignInSchema, SignResultSchema, SignUpSchema } from '@boutique/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLocale } from '../../lib/request-locale.ts';
import { requireUser } from '../../plugins/authentication.ts';
import type { AuthService } from './auth.service.ts';

/** Per address failures are counted by the service; this caps what one client may try at all. */
const SIGN_IN_RATE_LIMIT = { max: 20, timeWindow: 60_000 };

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  app.post(
    '/sign/up',
    { schema: { body: SignUpSchema, response: { 200: SignResultSchema } }, config: { rateLimit: SIGN_IN_RATE_LIMIT } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return auth.signUp(request.body, requestLocale(request));
    },
  );

  app.post(
    '/sign/in',
    { schema: { body: SignInSchema, response: { 200: SignResultSchema } }, config: { rateLimit: SIGN_IN_RATE_LIMIT } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return auth.signIn(request.body);
    },
  );

  app.post('/sign/out', { schema: { response: { 200: z.object({ code: z.literal(200) }) } } }, async (request) => {
    await auth.signOut(requireUser(request).tokenId);
    return { code: 200 as const };
  });
};
