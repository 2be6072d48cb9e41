import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Public content that clients may keep but must revalidate (ETag) before each use. */
export const PUBLIC_REVALIDATE = 'public, no-cache';

/** A JSON answer serialised and compressed once, then sent as bytes until its data changes. */
export interface PrebuiltResponse {
  identity: Buffer;
  gzip: Buffer;
  brotli: Buffer;
  etag: string;
}

export function prebuildJson(value: unknown): PrebuiltResponse {
  const identity = Buffer.from(JSON.stringify(value));
  return {
    identity,
    gzip: gzipSync(identity, { level: 9 }),
    brotli: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
  };
}

/**
 * Sends prebuilt bytes, brotli or gzip when accepted, with their ETag (plugins/etag.ts answers 304
 * when the client has them). Clients revalidate on every use (`no-cache`), so a change shows at once.
 */
export function sendPrebuilt(request: FastifyRequest, reply: FastifyReply, prebuilt: PrebuiltResponse) {
  reply
    .header('content-type', 'application/json; charset=utf-8')
    .header('cache-control', PUBLIC_REVALIDATE)
    .header('vary', 'Accept-Encoding, Language')
    .header('etag', prebuilt.etag);
  const accepted = request.headers['accept-encoding'] ?? '';
  if (accepted.includes('br')) return reply.header('content-encoding', 'br').send(prebuilt.brotli);
  if (accepted.includes('gzip')) return reply.header('content-encoding', 'gzip').send(prebuilt.gzip);
  return reply.send(prebuilt.identity);
}
