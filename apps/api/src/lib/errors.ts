import type { FieldErrors } from '@boutique/domain';

/**
 * An expected failure with its HTTP status and a message the shopper can read. Services throw
 * these; the error handler turns them into the JSON envelope.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 502 | 503,
    message: string,
    readonly errors: FieldErrors = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message = 'Ressource introuvable.') => new AppError(404, message);
export const badRequest = (message: string, errors: FieldErrors = {}) => new AppError(400, message, errors);
