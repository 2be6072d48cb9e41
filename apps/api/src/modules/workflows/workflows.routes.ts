import {
  IdParamsSchema,
  OrderStepAnswerSchema,
  OrderStepMoveInputSchema,
  SCOPES,
  WorkflowStepOrderInputSchema,
  WorkflowStepUsersInputSchema,
  WorkflowTeamAnswerSchema,
  WorkflowUsersInputSchema,
} from '@boutique/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireScope, requireUser } from '../../plugins/authentication.ts';
import type { WorkflowsService } from './workflows.service.ts';
import { answerData } from '../../lib/answers.ts';

const HashParamsSchema = z.object({ hash: z.uuid({ message: 'Identifiant de commande invalide.' }) });

/**
 * A workflow's staff and steps beyond the generic resources, and an order's moves along its
 * workflow (`/admin/commandes/{hash}/etape`, beside the order page's other calls).
 */
export const workflowsRoutes: FastifyPluginAsyncZod<{ workflows: WorkflowsService }> = async (app, { workflows }) => {
  const adminOnly = requireScope(SCOPES.admin);
  const team = { 200: WorkflowTeamAnswerSchema };

  app.get(
    '/workflows/:id/equipe',
    { onRequest: adminOnly, schema: { params: IdParamsSchema, response: team } },
    async (request) => answerData(await workflows.team(request.params.id)),
  );

  app.put(
    '/workflows/:id/users',
    { onRequest: adminOnly, schema: { params: IdParamsSchema, body: WorkflowUsersInputSchema, response: team } },
    async (request) =>
      answerData(await workflows.setUsers(request.params.id, request.body.user_ids, requireUser(request).id)),
  );

  app.put(
    '/workflows/:id/users-etapes',
    { onRequest: adminOnly, schema: { params: IdParamsSchema, body: WorkflowStepUsersInputSchema, response: team } },
    async (request) =>
      answerData(await workflows.setStepUsers(request.params.id, request.body.etapes, requireUser(request).id)),
  );

  app.put(
    '/workflows/:id/etapes-ordre',
    { onRequest: adminOnly, schema: { params: IdParamsSchema, body: WorkflowStepOrderInputSchema, response: team } },
    async (request) =>
      answerData(await workflows.reorder(request.params.id, request.body.etape_ids, requireUser(request).id)),
  );

  app.get(
    '/admin/commandes/:hash/etape',
    { onRequest: adminOnly, schema: { params: HashParamsSchema, response: { 200: OrderStepAnswerSchema } } },
    async (request) => answerData(await workflows.orderStep(request.params.hash)),
  );

  app.post(
    '/admin/commandes/:hash/etape',
    {
      onRequest: adminOnly,
      schema: { params: HashParamsSchema, body: OrderStepMoveInputSchema, response: { 200: OrderStepAnswerSchema } },
    },
    async (request) =>
      answerData(await workflows.moveOrder(request.params.hash, request.body.workflow_id, requireUser(request).id)),
  );
};
