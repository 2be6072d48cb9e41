import {
  ADMIN_ORDERS_PAGE_SIZE,
  AdminOrderDetailAnswerSchema,
  AdminOrderListSchema,
  AdminOrdersQuerySchema,
  OrderAnswerSchema,
  OrderNoteAnswerSchema,
  OrderNoteInputSchema,
  OrderNoteListSchema,
  SCOPES,
  ShipmentInputSchema,
} from '@boutique/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLocale } from '../../lib/request-locale.ts';
import { requireScope, requireUser } from '../../plugins/authentication.ts';
import type { OrderAdminService } from './order-admin.service.ts';
import { answerData, answerList } from '../../lib/answers.ts';

const IdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
const HashParamsSchema = z.object({ hash: z.uuid({ message: 'Identifiant de commande invalide.' }) });

/**
 * The back office's orders: the list by status, one order's page (under /admin: the customer's
 * own `GET /api/commandes/{hash}` answers that path), its internal notes, and marking a paid
 * order shipped.
 */
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

  app.get(
    '/admin/commandes/:hash',
    { onRequest: adminOnly, schema: { params: HashParamsSchema, response: { 200: AdminOrderDetailAnswerSchema } } },
    async (request) => answerData(await orders.detail(request.params.hash, requestLocale(request))),
  );

  app.get(
    '/admin/commandes/:hash/notes',
    { onRequest: adminOnly, schema: { params: HashParamsSchema, response: { 200: OrderNoteListSchema } } },
    async (request) => answerList(await orders.notes(request.params.hash)),
  );

  app.post(
    '/admin/commandes/:hash/notes',
    {
      onRequest: adminOnly,
      schema: { params: HashParamsSchema, body: OrderNoteInputSchema, response: { 201: OrderNoteAnswerSchema } },
    },
    async (request, reply) => {
      const note = await orders.addNote(request.params.hash, requireUser(request).id, request.body);
      return reply.code(201).send({ code: 201 as const, data: note });
    },
  );

  app.put(
    '/commandes/:id/expedition',
    {
      onRequest: adminOnly,
      schema: { params: IdParamsSchema, body: ShipmentInputSchema, response: { 200: OrderAnswerSchema } },
    },
    async (request) =>
      answerData(await orders.ship(request.params.id, request.body.suivi ?? null, requireUser(request).id)),
  );
};
