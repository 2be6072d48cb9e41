import {
  StaffOrderAnswerSchema,
  StaffOrderInputSchema,
  StaffOrderQuoteInputSchema,
  StaffOrderQuoteSchema,
  StaffPaymentMethodsSchema,
  StaffVariantListSchema,
  StaffVariantSearchSchema,
} from '@boutique/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLocale } from '../../lib/request-locale.ts';
import { requireScope, requireUser } from '../../plugins/authentication.ts';
import type { StaffOrderService } from './staff-order.service.ts';
import { answerList } from '../../lib/answers.ts';

/** The back office's "nouveau-commande": staff order for a customer, paid by link or offline. */
export const staffOrderRoutes: FastifyPluginAsyncZod<{ orders: StaffOrderService }> = async (app, { orders }) => {
  const admin = requireScope('admin');

  app.post(
    '/admin/commandes',
    { onRequest: admin, schema: { body: StaffOrderInputSchema, response: { 200: StaffOrderAnswerSchema } } },
    async (request) => {
      const staff = requireUser(request);
      const data = await orders.create(staff, request.body);
      request.log.info({ commande: data.hash, by: staff.id, mode: request.body.paiement.mode }, 'staff order created');
      return { code: 200 as const, data };
    },
  );

  app.post(
    '/admin/commandes/devis',
    { onRequest: admin, schema: { body: StaffOrderQuoteInputSchema, response: { 200: StaffOrderQuoteSchema } } },
    // Named in the back office's language (the web app's Language header), not the customer's.
    async (request) => orders.quote(request.body, requestLocale(request)),
  );

  app.get(
    '/admin/commandes/declinaisons',
    { onRequest: admin, schema: { querystring: StaffVariantSearchSchema, response: { 200: StaffVariantListSchema } } },
    async (request) => answerList(await orders.variants(request.query.q, requestLocale(request))),
  );

  app.get(
    '/admin/commandes/paiements-hors-ligne',
    { onRequest: admin, schema: { response: { 200: StaffPaymentMethodsSchema } } },
    async () => answerList(await orders.offlineMethods()),
  );
};
