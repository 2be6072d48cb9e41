import {
  IdParamsSchema,
  PasskeyAssertionSchema,
  PasskeyOptionsSchema,
  PasskeyRegistrationSchema,
  PasskeySchema,
  RecoveryCodesSchema,
  SCOPES,
  SecondFactorCodeSchema,
  SecondFactorStatusSchema,
  TotpEnrolmentSchema,
} from '@boutique/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireFreshSecondFactor, requireScope, requireUser } from '../../plugins/authentication.ts';
import { SIGN_IN_RATE_LIMIT } from './rate-limits.ts';
import type { PasskeyService } from './passkeys.service.ts';
import type { SecondFactorService } from './second-factor.service.ts';
import { answerData } from '../../lib/answers.ts';

const DoneSchema = z.object({ code: z.literal(200) });

/**
 * A first factor may be enrolled before any proof (it is how one gets the back office); adding
 * another factor to an account that has one wants that one, proven under 10 minutes ago, or a
 * stolen password would be enough to add one's own.
 */
function requireProofToAddFactor(request: FastifyRequest) {
  const { secondFactor } = requireUser(request);
  if (secondFactor === 'to_prove' || secondFactor === 'proven') requireFreshSecondFactor(request);
}

/**
 * The back office's second factor for the signed-in member of staff: an authenticator app and
 * passkeys. Status, a first enrolment and the proof itself are reachable before the proof (they
 * are how one gets it); new recovery codes, removing a factor and adding another want a proof
 * under 10 minutes old.
 */
export const secondFactorRoutes: FastifyPluginAsyncZod<{
  secondFactors: SecondFactorService;
  passkeys: PasskeyService;
}> = async (app, { secondFactors, passkeys }) => {
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
    async (request) => {
      requireProofToAddFactor(request);
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
    async (request) => {
      requireProofToAddFactor(request);
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
    async (request) => {
      requireFreshSecondFactor(request);
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

  app.post(
    '/double-facteur/passkeys/options',
    { onRequest: beforeProof, schema: { response: { 200: PasskeyOptionsSchema } } },
    async (request) => {
      requireProofToAddFactor(request);
      return passkeys.registrationOptions(requireUser(request));
    },
  );

  app.post(
    '/double-facteur/passkeys',
    {
      onRequest: beforeProof,
      config: codeLimit,
      schema: {
        body: PasskeyRegistrationSchema,
        response: { 200: z.object({ code: z.literal(200), data: PasskeySchema }) },
      },
    },
    async (request) => {
      requireProofToAddFactor(request);
      return answerData(await passkeys.register(requireUser(request), request.body.reponse, request.body.nom));
    },
  );

  app.post(
    '/double-facteur/passkeys/defi',
    { onRequest: beforeProof, schema: { response: { 200: PasskeyOptionsSchema } } },
    async (request) => {
      return passkeys.authenticationOptions(requireUser(request));
    },
  );

  app.post(
    '/double-facteur/passkeys/verification',
    {
      onRequest: beforeProof,
      config: codeLimit,
      schema: { body: PasskeyAssertionSchema, response: { 200: DoneSchema } },
    },
    async (request) => {
      await passkeys.verify(requireUser(request), request.body.reponse);
      return { code: 200 as const };
    },
  );

  app.delete(
    '/double-facteur/passkeys/:id',
    { onRequest: requireScope(SCOPES.admin), schema: { params: IdParamsSchema, response: { 200: DoneSchema } } },
    async (request) => {
      requireFreshSecondFactor(request);
      await passkeys.remove(requireUser(request), request.params.id);
      return { code: 200 as const };
    },
  );
};
