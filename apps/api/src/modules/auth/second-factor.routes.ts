import {
  RecoveryCodesSchema,
  SCOPES,
  SecondFactorCodeSchema,
  SecondFactorStatusSchema,
  TotpEnrolmentSchema,
} from '@boutique/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireFreshSecondFactor, requireScope, requireUser } from '../../plugins/authentication.ts';
import { SIGN_IN_RATE_LIMIT } from './rate-limits.ts';
import type { SecondFactorService } from './second-factor.service.ts';

const DoneSchema = z.object({ code: z.literal(200) });

/**
 * The back office's second factor for the signed-in member of staff. Status, enrolment and the
 * proof itself are reachable before the proof (they are how one gets it); new recovery codes and
 * turning it off want a proof under 10 minutes old.
 */
export const secondFactorRoutes: FastifyPluginAsyncZod<{ secondFactors: SecondFactorService }> = async (
  app,
  { secondFactors },
) => {
  const beforeProof = requireScope(SCOPES.admin, { beforeSecondFactor: true });
  const codeLimit = { rateLimit: SIGN_IN_RATE_LIMIT };

  app.get(
    '/double-facteur',
    { onRequest: beforeProof, schema: { response: { 200: SecondFactorStatusSchema } } },
    async (request) => secondFactors.status(requireUser(request)),
  );

  app.post(
    '/double-facteur/totp',
    { onRequest: beforeProof, schema: { response: { 200: TotpEnrolmentSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return secondFactors.startEnrolment(requireUser(request));
    },
  );

  app.post(
    '/double-facteur/totp/confirmation',
    {
      onRequest: beforeProof,
      config: codeLimit,
      schema: { body: SecondFactorCodeSchema, response: { 200: RecoveryCodesSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const codes = await secondFactors.confirmEnrolment(requireUser(request), request.body.code_verification);
      return { code: 200 as const, codes_secours: codes };
    },
  );

  app.post(
    '/double-facteur/verification',
    {
      onRequest: beforeProof,
      config: codeLimit,
      schema: { body: SecondFactorCodeSchema, response: { 200: DoneSchema } },
    },
    async (request) => {
      await secondFactors.verify(requireUser(request), request.body.code_verification);
      return { code: 200 as const };
    },
  );

  app.post(
    '/double-facteur/codes-secours',
    { onRequest: requireScope(SCOPES.admin), schema: { response: { 200: RecoveryCodesSchema } } },
    async (request, reply) => {
      requireFreshSecondFactor(request);
      reply.header('cache-control', 'no-store');
      return { code: 200 as const, codes_secours: await secondFactors.renewRecoveryCodes(requireUser(request)) };
    },
  );

  app.delete(
    '/double-facteur',
    { onRequest: requireScope(SCOPES.admin), schema: { response: { 200: DoneSchema } } },
    async (request) => {
      requireFreshSecondFactor(request);
      await secondFactors.disable(requireUser(request));
      return { code: 200 as const };
    },
  );
};
