import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** An id a proxy in front (nginx's $request_id) may pass on: short, and nothing a log could misread. */
const FORWARDED_ID = /^[\w.:-]{8,64}$/u;

/** The request's id: the one the proxy in front gave it, or a new one. */
export function requestIdOf(header: string | string[] | undefined): string {
  const forwarded = Array.isArray(header) ? header[0] : header;
  return forwarded !== undefined && FORWARDED_ID.test(forwarded) ? forwarded : randomUUID();
}

/**
 * Every answer names its request (`x-request-id`), and every failure's body carries it too
 * (`requestId`): the id a customer reads out to support is the one on each of the request's log
 * lines (Fastify's `reqId`), across the proxy and the API.
 */
export function registerRequestIds(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('preSerialization', async (request, reply, payload) => {
    const isFailure = reply.statusCode >= 400 && typeof payload === 'object' && payload !== null && 'reason' in payload;
    return isFailure ? { ...payload, requestId: request.id } : payload;
  });
}
