import {
  AddsBodySchema,
  AdminPaginatorQuerySchema,
  adminPageEnvelope,
  AuditListSchema,
  BulkAnswerSchema,
  DeleteAllBodySchema,
  DeleteAllQuerySchema,
  DeleteAnswerSchema,
  EditAllBodySchema,
  ErrorEnvelopeSchema,
  ErrorReasonSchema,
  FieldReasonsSchema,
  recordEnvelope,
  VersionSchema,
} from '@boutique/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { badRequest, INVALID_FIELDS } from '../../lib/errors.ts';
import { requireScope, requireUser } from '../../plugins/authentication.ts';
import { listAudits } from '../audit/audit.service.ts';
import { fieldErrors } from './field-errors.ts';
import type { OmittableRoute, ResourceContext, ResourceDefinition, Row } from './define-resource.ts';
import { createResourceService } from './resource.service.ts';
import { answerData, answerList } from '../../lib/answers.ts';

export interface ResourceRoutesOptions {
  db: Database;
  resources: readonly ResourceDefinition[];
  /** Drops the storefront's cached catalogue (and what derives from it) after a catalogue write. */
  invalidateCatalogue: () => void;
  /** What the resources' hooks need of the app (e.g. the shop's address for a mail's link). */
  context?: ResourceContext;
}

/**
 * Generates the contract's calls for every registered resource (docs/decisions/001): paginator,
 * list, get, create, adds, update with version, editall, delete, deleteall and the record's
 * history. Each route refuses a caller without the resource's scope before reading anything.
 */
export const resourceRoutes: FastifyPluginAsyncZod<ResourceRoutesOptions> = async (app, options) => {
  for (const definition of options.resources) {
    const onWrite = definition.affectsCatalogue ? options.invalidateCatalogue : () => {};
    await app.register(oneResource, { db: options.db, definition, onWrite, context: options.context });
  }
};

const oneResource: FastifyPluginAsyncZod<{
  db: Database;
  definition: ResourceDefinition;
  onWrite: () => void;
  context?: ResourceContext;
}> = async (app, { db, definition, onWrite, context }) => {
  const { descriptor } = definition;
  const service = createResourceService(db, definition, onWrite, context);
  const omitted = (route: OmittableRoute) => definition.omit?.includes(route) ?? false;
  const base = `/${descriptor.model}`;
  const onRequest = requireScope(definition.scope);
  const params = z.object({ id: descriptor.keySchema });
  const row = descriptor.row;
  const filters = descriptor.filters.shape;
  const updateBody = descriptor.input.extend({ version: VersionSchema });

  app.get(
    `${base}/paginator`,
    {
      onRequest,
      schema: {
        querystring: z.strictObject({ ...AdminPaginatorQuerySchema.shape, ...filters }),
        response: { 200: adminPageEnvelope(row) },
      },
    },
    async (request) => ({ code: 200 as const, ...(await service.page(request.query, requireUser(request))) }),
  );
  if (!omitted('list')) {
    app.get(
      base,
      {
        onRequest,
        schema: {
          querystring: z.strictObject(filters),
          response: { 200: z.object({ code: z.literal(200), datas: z.array(row) }) },
        },
      },
      async (request) => answerList(await service.list(request.query, requireUser(request))),
    );
  }
  if (!omitted('get')) {
    app.get(`${base}/:id`, { onRequest, schema: { params, response: { 200: recordEnvelope(row) } } }, async (request) =>
      answerData(await service.get(request.params.id, requireUser(request))),
    );
  }
  if (!omitted('create')) {
    app.post(
      base,
      { onRequest, schema: { body: descriptor.input, response: { 201: recordEnvelope(row, 201) } } },
      async (request, reply) => {
        const data = await service.create(request.body, requireUser(request));
        return reply.code(201).send({ code: 201 as const, data });
      },
    );
    app.post(
      `${base}/adds`,
      { onRequest, schema: { body: AddsBodySchema, response: { 200: BulkAnswerSchema } } },
      async (request) => ({
        code: 200 as const,
        results: await service.adds(request.body.datas, requireUser(request)),
      }),
    );
  }
  // A 409 is either a stale version (with the current row) or another conflict (a taken value, a frozen row).
  const conflictAnswer = z.union([
    ErrorEnvelopeSchema.extend({ code: z.literal(409), data: row }),
    ErrorEnvelopeSchema,
    ErrorReasonSchema,
    FieldReasonsSchema,
  ]);
  app.put(
    `${base}/:id`,
    { onRequest, schema: { params, body: updateBody, response: { 200: recordEnvelope(row), 409: conflictAnswer } } },
    async (request, reply) => {
      const { version, ...change } = request.body as Row & { version: number };
      const result = await service.update(request.params.id, change, version, requireUser(request));
      if (result.row) return answerData(result.row);
      // Someone saved in between: the editor gets the current record to compare and retry.
      return reply.code(409).send({
        code: 409 as const,
        message: 'Cet élément a été modifié entre-temps : rechargez-le avant d’enregistrer.',
        errors: { version: ['Version périmée.'] },
        reason: 'stale_version' as const,
        fieldReasons: { version: ['stale_version' as const] },
        data: result.stale,
      });
    },
  );
  app.post(
    `${base}/editall`,
    { onRequest, schema: { body: EditAllBodySchema, response: { 200: BulkAnswerSchema } } },
    async (request) => {
      const parsed = descriptor.input.partial().safeParse(request.body.datas);
      if (!parsed.success) throw badRequest(INVALID_FIELDS, fieldErrors(parsed.error, 'datas'), 'validation_failed');
      if (Object.keys(parsed.data).length === 0) throw badRequest('Aucun champ à modifier.', {}, 'nothing_to_change');
      return {
        code: 200 as const,
        results: await service.editAll(request.body.ids, parsed.data, requireUser(request)),
      };
    },
  );
  if (!omitted('delete')) {
    app.delete(
      `${base}/deleteall`,
      {
        onRequest,
        schema: { body: DeleteAllBodySchema, querystring: DeleteAllQuerySchema, response: { 200: BulkAnswerSchema } },
      },
      async (request) => {
        const ids = request.body?.ids ?? request.query.ids?.split(',').filter(Boolean) ?? [];
        if (ids.length === 0 || ids.length > 500)
          throw badRequest('Indiquez de 1 à 500 éléments.', { ids: ['Liste attendue.'] }, 'validation_failed');
        return { code: 200 as const, results: await service.removeAll(ids, requireUser(request)) };
      },
    );
  }
  if (!omitted('delete')) {
    app.delete(
      `${base}/:id`,
      { onRequest, schema: { params, response: { 200: DeleteAnswerSchema } } },
      async (request) => {
        await service.remove(request.params.id, requireUser(request));
        return { code: 200 as const, delete: true as const };
      },
    );
  }
  app.get(
    `/audits${base}/:id`,
    { onRequest, schema: { params, response: { 200: AuditListSchema } } },
    async (request) => {
      // An owner sees the history of their own records only.
      if (definition.owner) await service.get(request.params.id, requireUser(request));
      return answerList(await listAudits(db, descriptor.model, request.params.id));
    },
  );
};
