import { AmbassadorAreaSchema, hasScope } from '@boutique/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { requireScope, requireUser } from '../../plugins/authentication.ts';
import {
  ensureReferralCode,
  findAmbassadorProfile,
  readAmbassadorRates,
  selectReferredOrders,
} from './ambassador.queries.ts';

/**
 * The ambassador area: the personal referral code (a discount code tied to the ambassador, made on
 * the first visit), the link to share, and the paid orders it brought with their commission.
 */
export const ambassadorRoutes: FastifyPluginAsyncZod<{ db: Database; publicUrl: string }> = async (
  app,
  { db, publicUrl },
) => {
  app.get(
    '/ambassadeurs/me',
    { onRequest: requireScope('user'), schema: { response: { 200: AmbassadorAreaSchema } } },
    async (request) => {
      const user = requireUser(request);
      const profile = await findAmbassadorProfile(db, user.id);
      if (!profile) throw notFound(undefined, 'account_not_found');
      // The scope alone decides, as on the payment links and salon: staff set it with the flag.
      if (!hasScope(user.scopes, 'ambassadeur')) {
        throw new AppError(403, 'Cet espace est réservé aux ambassadeurs de la Maison.', {}, 'ambassador_only');
      }
      const rates = await readAmbassadorRates(db);
      const code = await ensureReferralCode(db, user.id, profile.prenom, rates.remise_bps);
      const orders = await selectReferredOrders(db, user.id);
      return {
        code: 200 as const,
        code_parrainage: code,
        lien: `${publicUrl}/${profile.langue}/accueil?parrain=${encodeURIComponent(code)}`,
        commission_bps: rates.commission_bps,
        remise_bps: rates.remise_bps,
        commandes: orders.map(({ payee, ...order }) => ({ ...order, date: payee?.toISOString() ?? null })),
        total_commission_ht: orders.reduce((total, order) => total + order.commission_ht, 0),
      };
    },
  );
};
