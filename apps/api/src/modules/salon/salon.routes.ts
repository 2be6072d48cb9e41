import { SalonSignUpSchema, STAFF_SCOPES } from '@boutique/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import { requireScope, requireUser } from '../../plugins/authentication.ts';
import { createUser } from '../auth/users.service.ts';
import type { RecoveryService } from '../auth/recovery.service.ts';
import { insertInPersonSubscription } from '../newsletter/newsletter.service.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { doneSaying } from '../../lib/answers.ts';

/**
 * Salon mode: staff at a trade show type a visitor's name, e-mail and phone. The account is made
 * without a password, with newsletters on and the consent recorded (source 'salon'); the visitor
 * receives the mail to choose a password.
 */
export const salonRoutes: FastifyPluginAsyncZod<{ db: Database; recovery: RecoveryService }> = async (
  app,
  { db, recovery },
) => {
  app.post(
    '/users/salon',
    {
      onRequest: requireScope(STAFF_SCOPES),
      schema: { body: SalonSignUpSchema, response: { 200: z.object({ code: z.literal(200), message: z.string() }) } },
    },
    async (request) => {
      const staff = requireUser(request);
      const { prenom, nom, mail, tel = '', langue = requestLocale(request) } = request.body;
      const user = await db.transaction(async (tx) => {
        const created = await createUser(tx, {
          mail,
          prenom,
          nom,
          tel,
          langue,
          newsletters: true,
        });
        if (!created) return null;
        await insertInPersonSubscription(tx, { mail, prenom, nom, tel, source: 'salon', user_id: created.id });
        await recordAudit(tx, {
          userId: staff.id,
          resource: 'clients',
          recordId: created.id,
          before: null,
          after: { mail, prenom, nom, tel, langue, newsletters: true },
        });
        return created;
      });
      if (!user) {
        throw new AppError(
          409,
          'Un compte existe déjà avec cette adresse.',
          {
            mail: ['Un compte existe déjà avec cette adresse.'],
          },
          'account_exists',
        );
      }
      request.log.info({ user: user.id, by: staff.id }, 'salon account created');
      await recovery.requestRecovery(mail, langue);
      return doneSaying(`Compte créé pour ${prenom} ${nom} : un e-mail l’invite à choisir son mot de passe.`);
    },
  );
};
