import { CustomerFileAnswerSchema, CustomerMailChangeSchema, IdParamsSchema } from '@boutique/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { accountNotFound } from '../auth/account-refusals.ts';
import { requireFreshSecondFactor, requireScope, requireUser } from '../../plugins/authentication.ts';
import { CsvFileSchema, sendCsv } from '../../lib/csv-http.ts';
import { shopDay } from '../../lib/shop-time.ts';
import { accountAddresses } from '../addresses/addresses.service.ts';
import { referralCodesOf } from '../ambassador/ambassador.service.ts';
import { findUser } from '../auth/users.service.ts';
import { RECOVERY_RATE_LIMIT } from '../auth/rate-limits.ts';
import type { RecoveryService } from '../auth/recovery.service.ts';
import { accountBasketSummary } from '../basket/basket.service.ts';
import { accountSubscriptions } from '../newsletter/newsletter.service.ts';
import { changeCustomerMail } from './customer-mail.ts';
import { customersCsv } from './customers-csv.ts';
import { answerData } from '../../lib/answers.ts';
import { isoOrNull } from '../../lib/iso-date.ts';

/**
 * One reset mail per account per window of the customer's own request (15 minutes), whoever on
 * the staff asks: a double click or two admins never send two.
 */
const RESET_RATE_LIMIT = {
  max: 1,
  timeWindow: RECOVERY_RATE_LIMIT.timeWindow,
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => `reinitialisation:${String((request.params as { id?: unknown }).id)}`,
};

/**
 * The back office's customer page beyond the `clients` resource: what other modules hold about the
 * account, read through their services, and the password-reset mail staff may send (they never
 * see nor set a password).
 */
export const customersRoutes: FastifyPluginAsyncZod<{ db: Database; recovery: RecoveryService }> = async (
  app,
  { db, recovery },
) => {
  const admin = requireScope('admin');

  app.get(
    '/admin/clients.csv',
    { onRequest: admin, schema: { response: { 200: CsvFileSchema } } },
    (request, reply) => {
      // Customers' names and addresses leave the shop: a fresh proof of the second factor.
      requireFreshSecondFactor(request);
      return sendCsv(reply, `clients-${shopDay(new Date())}.csv`, customersCsv(db));
    },
  );

  app.get(
    '/clients/:id/fiche',
    { onRequest: admin, schema: { params: IdParamsSchema, response: { 200: CustomerFileAnswerSchema } } },
    async (request) => {
      const user = await findUser(db, request.params.id);
      if (!user) throw accountNotFound();
      const [adresses, paniers, subscriptions, codes] = await Promise.all([
        accountAddresses(db, user.id),
        accountBasketSummary(db, user.id),
        accountSubscriptions(db, user.id),
        referralCodesOf(db, user.id),
      ]);
      return {
        code: 200 as const,
        data: {
          adresses,
          paniers,
          codes_parrainage: codes,
          newsletter: subscriptions.map((row) => ({
            mail: row.mail,
            source: row.source,
            consentement: row.consentement.toISOString(),
            confirme: isoOrNull(row.confirme),
            desinscrit: isoOrNull(row.desinscrit),
          })),
        },
      };
    },
  );

  app.post(
    '/clients/:id/reinitialisation',
    {
      onRequest: admin,
      schema: {
        params: IdParamsSchema,
        response: { 202: z.object({ code: z.literal(202), message: z.string() }) },
      },
      config: { rateLimit: RESET_RATE_LIMIT },
    },
    async (request, reply) => {
      const user = await findUser(db, request.params.id);
      if (!user) throw accountNotFound();
      const by = requireUser(request).id;
      await recovery.requestRecovery(user.mail, user.langue, by);
      request.log.info({ user: user.id, by }, 'password reset mail sent by staff');
      return reply.code(202).send({
        code: 202 as const,
        message: `Un e-mail de réinitialisation du mot de passe vient d’être envoyé à ${user.mail}.`,
      });
    },
  );

  app.put(
    '/clients/:id/mail',
    {
      onRequest: admin,
      schema: {
        params: IdParamsSchema,
        body: CustomerMailChangeSchema,
        response: {
          200: z.object({ code: z.literal(200), data: z.object({ mail: z.string(), version: z.number() }) }),
        },
      },
    },
    async (request) =>
      answerData(await changeCustomerMail(db, request.params.id, request.body.mail, requireUser(request).id)),
  );
};
