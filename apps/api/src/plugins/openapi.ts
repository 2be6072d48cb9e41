import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { SCOPES } from '@boutique/domain';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { requireScope } from './authentication.ts';

/** Routes a client of the API has no use for: the document itself, pages and files of the web app. */
const UNDOCUMENTED = /^\/(?!api\/)|^\/api\/openapi\.json$/u;

/** What the API answers, for `/api/openapi.json`. */
export interface ApiDocumentOptions {
  version: string;
  publicUrl: string;
}

/**
 * The OpenAPI 3.1 document of `/api`, generated from the routes' own zod schemas (the ones that
 * validate requests and serialise answers), so it cannot drift from what the server does. Must be
 * registered before the routes it describes.
 */
export async function registerOpenApi(app: FastifyInstance, { version, publicUrl }: ApiDocumentOptions) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Boutique API',
        version,
        description:
          'The shop’s HTTP API. Failures answer the error envelope: code, message, errors, a machine-readable ' +
          'reason, fieldReasons and the requestId to quote to support.',
      },
      servers: [{ url: publicUrl }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: (input) =>
      UNDOCUMENTED.test(input.url) ? { schema: { hide: true }, url: input.url } : jsonSchemaTransform(input),
    transformObject: jsonSchemaTransformObject,
  });
}

/**
 * GET /api/openapi.json, for staff (the back office's reference, other tools): it maps every
 * staff call too, so it is not published. Registered in the /api scope, where sessions are read.
 */
export function registerApiDocument(api: FastifyInstance) {
  api.get(
    '/openapi.json',
    { onRequest: requireScope(SCOPES.admin), schema: { hide: true } },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      return api.swagger();
    },
  );
}
