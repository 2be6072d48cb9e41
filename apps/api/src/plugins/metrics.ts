import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors.ts';
import { envelope } from './error-handler.ts';
import type { Metrics } from '../observability/metrics.ts';

const sameSecret = (given: string, expected: string) =>
  given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

/**
 * Times every answer by its route pattern (not its URL: one series per route, whatever the ids),
 * and serves `GET /metrics` to a bearer of `token`. Without a token the shop's port has no
 * metrics (404): they are served by the internal listener alone (serveInternalMetrics).
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, token: string | undefined) {
  app.addHook('onResponse', async (request, reply) => {
    metrics.httpDuration.observe(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status_code: reply.statusCode },
      reply.elapsedTime / 1000,
    );
  });
  app.get('/metrics', async (request, reply) => {
    // Not a page either: without a token the address is simply not served here.
    if (!token) return reply.code(404).send(envelope(404));
    const bearer = /^Bearer (.+)$/u.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!sameSecret(bearer, token)) throw new AppError(401, 'Jeton de mesures requis.', {}, 'metrics_token_required');
    reply.header('cache-control', 'no-store').type(metrics.registry.contentType);
    return metrics.registry.metrics();
  });
}

/** `/metrics` alone, on an address the public cannot reach (METRICS_PORT), with no token. */
export function serveInternalMetrics(metrics: Metrics, port: number, host: string): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
