import {
  IdParamsSchema,
  NOTIFY_CHANNELS,
  PaymentLinkHashSchema,
  PaymentLinkInputSchema,
  PaymentLinkIntentSchema,
  PaymentLinkSchema,
  PaymentLinksAnswerSchema,
  PaymentLinksQuerySchema,
  STAFF_SCOPES,
} from '@boutique/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireScope, requireUser } from '../../plugins/authentication.ts';
import type { PaymentLinksService } from './payment-links.service.ts';
import { answerData } from '../../lib/answers.ts';

/** Only staff (admin scope) and ambassadors create and manage links. */
const linkManagers = requireScope(STAFF_SCOPES);

/** First and last day (UTC) of the current month: the history's default range. */
function currentMonth(now = new Date()) {
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0));
  return { du: first.toISOString().slice(0, 10), au: last.toISOString().slice(0, 10) };
}

export const paymentLinksRoutes: FastifyPluginAsyncZod<{ links: PaymentLinksService }> = async (app, { links }) => {
  const DataSchema = z.object({ code: z.literal(200), data: PaymentLinkSchema });

  app.get(
    '/stripelinks/links',
    {
      onRequest: linkManagers,
      schema: { querystring: PaymentLinksQuerySchema, response: { 200: PaymentLinksAnswerSchema } },
    },
    async (request) => {
      const defaults = currentMonth();
      const du = request.query.du ?? defaults.du;
      const au = request.query.au ?? defaults.au;
      return { code: 200 as const, links: await links.list(requireUser(request), du, au), du, au };
    },
  );

  app.post(
    '/stripelinks',
    { onRequest: linkManagers, schema: { body: PaymentLinkInputSchema, response: { 200: DataSchema } } },
    async (request) => {
      const user = requireUser(request);
      const data = await links.create(user, request.body);
      request.log.info({ link: data.id, by: user.id, montant: data.montant }, 'payment link created');
      return { code: 200 as const, data };
    },
  );

  app.put(
    '/stripelinks/:id',
    {
      onRequest: linkManagers,
      schema: { params: IdParamsSchema, body: PaymentLinkInputSchema, response: { 200: DataSchema } },
    },
    async (request) => answerData(await links.update(requireUser(request), request.params.id, request.body)),
  );

  app.delete(
    '/stripelinks/:id',
    {
      onRequest: linkManagers,
      schema: { params: IdParamsSchema, response: { 200: z.object({ code: z.literal(200), delete: z.boolean() }) } },
    },
    async (request) => {
      await links.remove(requireUser(request), request.params.id);
      return { code: 200 as const, delete: true };
    },
  );

  app.post(
    '/stripelinks/notifier/:id/:channel',
    {
      onRequest: linkManagers,
      schema: {
        params: IdParamsSchema.extend({ channel: z.enum(NOTIFY_CHANNELS) }),
        response: { 200: z.object({ code: z.literal(200), en_attente: z.boolean() }) },
      },
    },
    async (request) => {
      const { queuedOnly } = await links.notify(requireUser(request), request.params.id, request.params.channel);
      // en_attente: no provider for the channel, the message waits in the outbox for staff to read.
      return { code: 200 as const, en_attente: queuedOnly };
    },
  );

  app.get(
    '/stripelinks/intent/:hash',
    {
      schema: {
        params: z.object({ hash: PaymentLinkHashSchema }),
        response: { 200: PaymentLinkIntentSchema },
      },
    },
    async (request, reply) => {
      // The page carries a payment secret: never cached, never indexed, never leaked as a referrer.
      reply
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .header('x-robots-tag', 'noindex');
      return { code: 200 as const, ...(await links.publicIntent(request.params.hash)) };
    },
  );
};
