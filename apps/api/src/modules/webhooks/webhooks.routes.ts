import {
  listEnvelope,
  WebhookCreatedSchema,
  WebhookDeliverySchema,
  WebhookInputSchema,
  WebhookSchema,
} from '@boutique/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireFreshSecondFactor, requireScope, requireUser } from '../../plugins/authentication.ts';
import type { WebhookDelivery } from './webhook-delivery.ts';
import type { WebhooksService } from './webhooks.service.ts';
import { answerList } from '../../lib/answers.ts';

const staffOnly = requireScope(['admin']);
const IdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const ok = z.object({ code: z.literal(200) });

/** ad/webhooks: endpoints (a new one wants a recent second factor: it receives orders' data), the log, redeliveries. */
export const webhooksRoutes: FastifyPluginAsyncZod<{ webhooks: WebhooksService; delivery: WebhookDelivery }> = async (
  app,
  { webhooks, delivery },
) => {
  app.get('/webhooks', { onRequest: staffOnly, schema: { response: { 200: listEnvelope(WebhookSchema) } } }, async () =>
    answerList(await webhooks.list()),
  );

  app.post(
    '/webhooks',
    { onRequest: staffOnly, schema: { body: WebhookInputSchema, response: { 201: WebhookCreatedSchema } } },
    async (request, reply) => {
      requireFreshSecondFactor(request);
      return reply.code(201).send(await webhooks.create(requireUser(request).id, request.body));
    },
  );

  app.delete(
    '/webhooks/:id',
    { onRequest: staffOnly, schema: { params: IdParamsSchema, response: { 200: ok } } },
    async (request) => {
      await webhooks.remove(requireUser(request).id, request.params.id);
      return { code: 200 as const };
    },
  );

  app.get(
    '/webhooks/livraisons',
    { onRequest: staffOnly, schema: { response: { 200: listEnvelope(WebhookDeliverySchema) } } },
    async () => answerList(await webhooks.deliveries()),
  );

  app.post(
    '/webhooks/livraisons/:id/relivraison',
    { onRequest: staffOnly, schema: { params: IdParamsSchema, response: { 200: ok } } },
    async (request) => {
      await webhooks.redeliver(requireUser(request).id, request.params.id);
      // Posted now rather than at the job's next turn.
      delivery.deliverDue().catch((error: unknown) => request.log.error({ err: error }, 'webhook redelivery failed'));
      return { code: 200 as const };
    },
  );
};
