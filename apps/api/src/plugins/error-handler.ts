import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  reasonOfIssue,
  reasonOfStatus,
  type ErrorEnvelope,
  type ErrorReason,
  type FieldErrors,
  type FieldReasons,
} from '@boutique/domain';
import { AppError, INVALID_FIELDS } from '../lib/errors.ts';

const STATUS_MESSAGES: Record<number, string> = {
  400: 'Requête invalide.',
  401: 'Authentification requise.',
  403: 'Accès refusé.',
  404: 'Ressource introuvable.',
  405: 'Méthode non autorisée.',
  406: 'Format de réponse non disponible.',
  409: 'Conflit avec l’état actuel.',
  413: 'Contenu trop volumineux.',
  414: 'Adresse trop longue.',
  415: 'Type de contenu non pris en charge.',
  429: 'Trop de requêtes, réessayez plus tard.',
  503: 'Service momentanément indisponible.',
};

/**
 * A store the answer depends on does not answer (Redis behind the rate limits, a database
 * connection refused): the request is refused for now, never let through unchecked.
 */
function isOutage(error: FastifyError): boolean {
  const code = (error as { code?: string }).code;
  return (
    error.name === 'MaxRetriesPerRequestError' ||
    error.message === 'Connection is closed.' ||
    code === 'ECONNREFUSED' ||
    code === 'ETIMEDOUT'
  );
}

/**
 * A failure's answer. Without a reason the status's default answers; a field without its own
 * reasons takes the answer's reason for each of its messages, so `fieldReasons` always mirrors
 * `errors`.
 */
export function envelope(
  code: number,
  message?: string,
  errors: FieldErrors = {},
  reason: ErrorReason = reasonOfStatus(code),
  fieldReasons: FieldReasons = {},
): ErrorEnvelope {
  const mirrored: FieldReasons = {};
  for (const [field, messages] of Object.entries(errors)) {
    mirrored[field] = fieldReasons[field] ?? messages.map(() => reason);
  }
  return { code, message: message ?? STATUS_MESSAGES[code] ?? 'Erreur.', errors, reason, fieldReasons: mirrored };
}

/**
 * The one place where failures become answers: named business errors keep their status, invalid
 * input becomes 400 with field errors, an unavailable backing service 503, and anything unexpected
 * is logged and answered as a bare 500 — never a stack trace.
 */
export function registerErrorHandlers(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      // A backing service's refusal (the media bucket…) keeps its own words for the log only.
      if (error.statusCode >= 500 && error.cause) request.log.warn({ err: error.cause }, error.message);
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      const answer = envelope(error.statusCode, error.message, error.errors, error.reason, error.fieldReasons);
      return reply.code(error.statusCode).send({
        ...answer,
        ...(error.count === undefined ? {} : { count: error.count }),
        ...(error.permission === undefined ? {} : { permission: error.permission }),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldErrors = {};
      const fieldReasons: FieldReasons = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//u, '').replaceAll('/', '.') || error.validationContext || 'body';
        (errors[field] ??= []).push(issue.message ?? 'Valeur invalide.');
        (fieldReasons[field] ??= []).push(reasonOfIssue({ ...issue.params, code: issue.keyword }));
      }
      return reply.code(400).send(envelope(400, INVALID_FIELDS, errors, 'validation_failed', fieldReasons));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(envelope(status));
    }
    if (isOutage(error)) {
      request.log.warn({ err: error }, 'a backing service is unavailable');
      return reply.code(503).header('retry-after', '5').send(envelope(503));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send(envelope(500, 'Une erreur inattendue est survenue.'));
  });
}
