import type { FastifyInstance } from 'fastify';
import { isErrorReason } from '@boutique/domain';

/**
 * What is wrong with a failure's JSON body as the error model (docs/ARCHITECTURE.md) wants it: a
 * known `reason`, and `fieldReasons` naming a known reason for each message of `errors`.
 */
export function findEnvelopeProblem(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return 'not an object';
  const { reason, errors, fieldReasons } = body as Record<string, unknown>;
  if (!isErrorReason(reason)) return `unknown reason ${JSON.stringify(reason)}`;
  if (errors === undefined) return null;
  if (typeof fieldReasons !== 'object' || fieldReasons === null) return 'errors without fieldReasons';
  for (const [field, messages] of Object.entries(errors as Record<string, unknown[]>)) {
    const reasons = (fieldReasons as Record<string, unknown>)[field];
    if (!Array.isArray(reasons) || reasons.length !== messages.length || !reasons.every(isErrorReason)) {
      return `field ${field}: reasons ${JSON.stringify(reasons)} for ${messages.length} message(s)`;
    }
  }
  return null;
}

/**
 * Checks every 4xx and 5xx JSON answer of the app, so each test file of the API checks the error
 * model on the failures it provokes. A hook cannot fail the request it watches without changing
 * the answer under test, so the problems are collected and the test app's close() reports them.
 */
export function watchErrorEnvelopes(app: FastifyInstance): string[] {
  const problems: string[] = [];
  app.addHook('onSend', async (request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (reply.statusCode < 400 || !type.includes('json') || typeof payload !== 'string') return payload;
    let body: unknown;
    try {
      body = JSON.parse(payload);
    } catch {
      body = undefined;
    }
    const problem = findEnvelopeProblem(body);
    if (problem) problems.push(`${request.method} ${request.url} → ${reply.statusCode}: ${problem} in ${payload}`);
    return payload;
  });
  return problems;
}
