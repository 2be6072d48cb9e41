import {
  AnalyticsBatchIdSchema,
  AnalyticsBatchSchema,
  AnalyticsSessionIdSchema,
  ANALYTICS_LIMITS,
} from '@boutique/domain';
import { setTimeout } from 'node:timers/promises';
import rateLimit, { type FastifyRateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, notFound } from '../../lib/errors.ts';
import { envelope } from '../../plugins/error-handler.ts';
import { createAnalyticsLimits, type AnalyticsBudget } from './analytics-limits.ts';
import type { AnalyticsIngest } from './analytics.service.ts';

/**
 * A refused batch is answered after a second. A flooder waits for its answers before sending more
 * (any client does, with its few connections): answered at once, it would send hundreds of
 * requests a second, and even refusing them takes the shop's processor. The tracker never reads
 * the answer, so a visitor loses nothing.
 */
const REFUSED_ANSWER_DELAY_MS = 1_000;

/** The region of the browser's first language ("fr-BE" → BE), when no trusted proxy names the country. */
function countryOf(request: FastifyRequest, header: string | undefined): string | null {
  const fromProxy = header ? request.headers[header.toLowerCase()] : undefined;
  const proxied = typeof fromProxy === 'string' ? fromProxy.trim().toUpperCase() : '';
  if (/^[A-Z]{2}$/u.test(proxied) && proxied !== 'XX') return proxied;
  const region = /^[a-z]{2,3}-([a-z]{2})\b/iu.exec(request.headers['accept-language'] ?? '')?.[1];
  return region ? region.toUpperCase() : null;
}

/**
 * `POST /od_{APP_ENV}/{session id}?lot={batch id}`: a JSON array of
 * events, sent by fetch or by beacon. Answers 204 at once; the events are written a moment later
 * (analytics.service.ts). Another environment's stream is not here (404). Past its limits
 * (analytics-limits.ts) a batch is answered 429 before its body is read, and nothing is stored:
 * the tracker never reads the answer, so a visitor sees nothing of it.
 */
export const analyticsRoutes: FastifyPluginAsyncZod<{
  ingest: AnalyticsIngest;
  appEnv: string;
  /** A header set by a trusted proxy with the visitor's country (e.g. cf-ipcountry). */
  countryHeader?: string;
  budget: AnalyticsBudget;
  /** The shop's rate-limit settings (its Redis store when configured). */
  rateLimits: FastifyRateLimitOptions;
}> = async (app, { ingest, appEnv, countryHeader, budget, rateLimits }) => {
  await app.register(rateLimit, { ...rateLimits, global: false });
  const allowed = createAnalyticsLimits(app, budget);

  // A beacon sent as a string arrives as text/plain: read it as the JSON it is.
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(badRequest('Le corps doit être un tableau JSON d’événements.', {}, 'analytics_body_invalid'), undefined);
    }
  });

  app.post(
    '/od_:env/:session',
    {
      bodyLimit: ANALYTICS_LIMITS.maxRequestBytes,
      // Before the body is parsed or checked: a refused batch costs a counter, a timer and a short answer.
      onRequest: async (request, reply) => {
        if (await allowed(request)) return;
        await setTimeout(REFUSED_ANSWER_DELAY_MS);
        return reply.code(429).header('retry-after', '60').header('cache-control', 'no-store').send(envelope(429));
      },
      schema: {
        params: z.object({ env: z.string(), session: AnalyticsSessionIdSchema }),
        querystring: z.object({ lot: AnalyticsBatchIdSchema }).strict(),
        body: AnalyticsBatchSchema,
      },
    },
    async (request, reply) => {
      if (request.params.env !== appEnv) throw notFound('Cette adresse n’existe pas.', 'not_found');
      ingest.accept(request.params.session, request.query.lot, request.body, {
        userAgent: request.headers['user-agent'],
        country: countryOf(request, countryHeader),
      });
      return reply.code(204).header('cache-control', 'no-store').send();
    },
  );
};
