import {
  ApiKeyCreatedSchema,
  ApiKeyInputSchema,
  ApiKeySchema,
  CustomRoleInputSchema,
  STAFF_SCOPES,
  listEnvelope,
  RoleSchema,
  StaffAccessSchema,
  StaffMemberSchema,
  StaffRoleChangeSchema,
} from '@boutique/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireFreshSecondFactor, requireScope, requireUser } from '../../plugins/authentication.ts';
import type { ApiKeysService } from './api-keys.service.ts';
import type { StaffService } from './staff.service.ts';
import { answerList } from '../../lib/answers.ts';

const staffOnly = requireScope(['admin']);
const CodeParamsSchema = z.object({ code: z.string().min(1).max(80) });
const ok = z.object({ code: z.literal(200) });

/**
 * `ad/roles`: the roles and who holds them. Each permission is the access table's; every change
 * wants a second factor proven within 10 minutes (roles decide what staff may do).
 */
export const staffRoutes: FastifyPluginAsyncZod<{ staff: StaffService; keys: ApiKeysService }> = async (
  app,
  { staff, keys },
) => {
  app.get(
    '/equipe/moi',
    { onRequest: requireScope(STAFF_SCOPES), schema: { response: { 200: StaffAccessSchema } } },
    async (request) => {
      const user = requireUser(request);
      return { role: user.role, permissions: [...user.permissions] };
    },
  );

  app.get('/roles', { onRequest: staffOnly, schema: { response: { 200: listEnvelope(RoleSchema) } } }, async () =>
    answerList(await staff.listRoles()),
  );

  app.post(
    '/roles',
    {
      onRequest: staffOnly,
      schema: { body: CustomRoleInputSchema, response: { 201: z.object({ data: RoleSchema }) } },
    },
    async (request, reply) => {
      requireFreshSecondFactor(request);
      return reply.code(201).send({ data: await staff.createRole(requireUser(request).id, request.body) });
    },
  );

  app.put(
    '/roles/:code',
    {
      onRequest: staffOnly,
      schema: {
        params: CodeParamsSchema,
        body: CustomRoleInputSchema,
        response: { 200: z.object({ data: RoleSchema }) },
      },
    },
    async (request) => {
      requireFreshSecondFactor(request);
      return { data: await staff.editRole(requireUser(request).id, request.params.code, request.body) };
    },
  );

  app.delete(
    '/roles/:code',
    { onRequest: staffOnly, schema: { params: CodeParamsSchema, response: { 200: ok } } },
    async (request) => {
      requireFreshSecondFactor(request);
      await staff.removeRole(requireUser(request).id, request.params.code);
      return { code: 200 as const };
    },
  );

  app.get(
    '/equipe',
    { onRequest: staffOnly, schema: { response: { 200: listEnvelope(StaffMemberSchema) } } },
    async () => answerList(await staff.listTeam()),
  );

  app.get('/cles-api', { onRequest: staffOnly, schema: { response: { 200: listEnvelope(ApiKeySchema) } } }, async () =>
    answerList(await keys.list()),
  );

  app.post(
    '/cles-api',
    { onRequest: staffOnly, schema: { body: ApiKeyInputSchema, response: { 201: ApiKeyCreatedSchema } } },
    async (request, reply) => {
      requireFreshSecondFactor(request);
      return reply.code(201).send(await keys.create(requireUser(request), request.body));
    },
  );

  app.delete(
    '/cles-api/:id',
    {
      onRequest: staffOnly,
      schema: {
        params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
        response: { 200: ok },
      },
    },
    async (request) => {
      requireFreshSecondFactor(request);
      await keys.revoke(requireUser(request).id, request.params.id);
      return { code: 200 as const };
    },
  );

  app.put(
    '/equipe',
    {
      onRequest: staffOnly,
      schema: { body: StaffRoleChangeSchema, response: { 200: listEnvelope(StaffMemberSchema) } },
    },
    async (request) => {
      requireFreshSecondFactor(request);
      return answerList(await staff.changeRole(requireUser(request).id, request.body));
    },
  );
};
