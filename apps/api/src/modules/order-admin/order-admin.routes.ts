import {
  ADMIN_ORDERS_PAGE_SIZE,
  AdminOrderListSchema,
  AdminOrdersQuerySchema,
  OrderAnswerSchema,
  SCOPES,
  ShipmentInputSchema,
} from '@boutique/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireScope } from '../../plugins/authentication.ts';
import type { OrderAdminService } from './order-admin.service.ts';

const IdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** The back office's orders: the list by status, and marking a paid order shipped. */
export const orderAdminRoutes: FastifyPluginAsyncZod<{ orders: OrderAdminService }> = async (app, { orders }) => {
  const adminOnly = requireScope(SCOPES.admin);

  app.get(
    '/commandes',
    { onRequest: adminOnly, schema: { querystring: AdminOrdersQuerySchema, response: { 200: AdminOrderListSchema } } },
    async (request) => {
      const { datas, total } = await orders.list(request.query);
      return { code: 200 as const, datas, total, page: request.query.page, limit: ADMIN_ORDERS_PAGE_SIZE };
    },
  );

  app.put(
    '/commandes/:id/expedition',
    {
      onRequest: adminOnly,
      schema: { params: IdParamsSchema, body: ShipmentInputSchema, response: { 200: OrderAnswerSchema } },
    },
    async (request) => ({
      code: 200 as const,
      data: await orders.ship(request.params.id, request.body.suivi ?? null),
    }),
  );
};
