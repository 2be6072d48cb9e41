import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { AppError } from './errors.ts';

/** A whole catalogue's file: 10,000 variants with their four languages weigh about 5 MB. */
export const CSV_BODY_LIMIT = 25 * 1024 * 1024;

/** A CSV answer, streamed: described for the API document, never serialised. */
export const CsvFileSchema = z.unknown().describe('CSV (UTF-8, « ; », CRLF)');

/** Lets the plugin's routes take a CSV file posted as is (its bytes: the import decodes them). */
export function acceptCsvBodies(app: FastifyInstance) {
  app.addContentTypeParser('text/csv', { parseAs: 'buffer', bodyLimit: CSV_BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );
}

/** The posted file's bytes; an empty file comes without a body at all. */
export function csvBody(body: unknown): Buffer {
  if (body === undefined || body === null) return Buffer.alloc(0);
  if (!Buffer.isBuffer(body)) {
    throw new AppError(415, 'Envoyez le fichier CSV tel quel (Content-Type: text/csv).', {}, 'unsupported_media_type');
  }
  return body;
}

/** Sends a CSV (whole, or streamed part by part) as a download no cache keeps. */
export function sendCsv(reply: FastifyReply, fileName: string, body: string | Readable | AsyncIterable<string>) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(typeof body === 'string' || body instanceof Readable ? body : Readable.from(body));
}
