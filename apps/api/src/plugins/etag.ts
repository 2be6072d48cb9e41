import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * ETags on GET answers, so a client revalidating what it kept gets a 304 without the body; an ETag
 * the route set itself (prebuilt answers) is kept. Answers to other methods are never revalidated,
 * so they are not hashed: hashing every basket update's answer, as @fastify/etag did, cost about
 * 11 µs of the ~280 µs the server spends on one (bench/basket.ts, profiled).
 */
export function registerEtags(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return done(null, payload);
    let etag = reply.getHeader('etag');
    if (etag === undefined) {
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
      etag = `"${createHash('sha1').update(payload).digest('base64')}"`;
      reply.header('etag', etag);
    }
    if (isFresh(request.headers['if-none-match'], String(etag))) {
      reply.code(304);
      return done(null, '');
    }
    done(null, payload);
  });
}

/** Whether If-None-Match names this ETag (weak comparison, RFC 9110 §13.1.2). */
function isFresh(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//u, '');
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}
