import { AccountDeletionSchema } from '@boutique/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { accountNotFound } from '../auth/account-refusals.ts';
import { requireScope, requireUser } from '../../plugins/authentication.ts';
import { anonymiseAccount, findUser } from '../auth/users.service.ts';
import { toUser } from '../auth/auth.service.ts';
import { verifyPassword } from '../auth/password-hasher.ts';
import { accountBaskets, deleteAccountBaskets } from '../basket/basket.service.ts';
import { accountOrders } from '../checkout/account-orders.service.ts';
import { accountMessages } from '../contact/contact.service.ts';
import { accountSubscriptions, deleteAccountSubscriptions } from '../newsletter/newsletter.service.ts';
import { accountReviews, deleteAccountReviewsOf } from '../reviews/reviews.service.ts';
import { doneSaying } from '../../lib/answers.ts';

/**
 * The customer's rights over their data (GDPR): a JSON export of everything the shop keeps about
 * them, and deletion. Only what the account itself made is theirs (messages, subscriptions, product
 * reviews): an address is never verified, so messages or subscriptions under the same address from
 * someone else are not. Orders stay for the accounts the law requires the shop to keep, but the
 * account behind them is anonymised: no name, address, phone or way to sign in remains; their
 * reviews are deleted.
 */
export const accountDataRoutes: FastifyPluginAsyncZod<{
  db: Database;
  /** Called after a deletion took published reviews away (the product pages' heads show their average). */
  onPublicChange?: () => void;
}> = async (app, { db, onPublicChange }) => {
  const signedIn = requireScope('user');

  const exportSchema = {
    response: { 200: z.object({ code: z.literal(200), data: z.record(z.string(), z.unknown()) }) },
  };
  app.get('/users/me/export', { onRequest: signedIn, schema: exportSchema }, async (request, reply) => {
    const user = await findUser(db, requireUser(request).id);
    if (!user) throw accountNotFound();
    const [{ orders, lines }, subscription, messages, baskets, reviews] = await Promise.all([
      accountOrders(db, user.id),
      accountSubscriptions(db, user.id),
      accountMessages(db, user.id),
      accountBaskets(db, user.id),
      accountReviews(db, user.id),
    ]);
    const data = {
      exported: new Date().toISOString(),
      compte: { ...toUser(user), created: user.created.toISOString() },
      commandes: orders.map((order) => ({
        numero: order.numero,
        statut: order.statut,
        total_ttc: order.total_ttc,
        created: order.created.toISOString(),
        lignes: lines.filter((line) => line.commande_id === order.id),
      })),
      paniers: baskets,
      newsletter: subscription.map(({ consentement, source, desinscrit }) => ({ consentement, source, desinscrit })),
      messages: messages.map(({ created, sujet, message }) => ({ created, sujet, message })),
      avis: reviews,
    };
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="mes-donnees-orcaviar-${user.id}.json"`)
      .send({ code: 200 as const, data });
  });

  app.delete(
    '/users/me',
    {
      onRequest: signedIn,
      schema: {
        body: AccountDeletionSchema,
        response: { 200: z.object({ code: z.literal(200), message: z.string() }) },
      },
    },
    async (request) => {
      const user = await findUser(db, requireUser(request).id);
      if (!user) throw accountNotFound();
      if (user.password_hash && !(await verifyPassword(user.password_hash, request.body.password ?? ''))) {
        throw new AppError(
          400,
          'Mot de passe incorrect.',
          { password: ['Mot de passe incorrect.'] },
          'password_incorrect',
        );
      }
      const tookPublished = await db.transaction(async (tx) => {
        await deleteAccountBaskets(tx, user.id);
        await deleteAccountSubscriptions(tx, user.id);
        await anonymiseAccount(tx, user.id);
        // What the customer wrote goes with them: their name signs it.
        return deleteAccountReviewsOf(tx, user.id);
      });
      if (tookPublished) onPublicChange?.();
      return doneSaying('Votre compte a été supprimé.');
    },
  );
};
