import { AppError } from '../../lib/errors.ts';

/** The PostgreSQL error code of a failure, whether the driver or Drizzle's wrapper carries it. */
function sqlState(error: unknown): string | undefined {
  const own = (error as { code?: unknown } | null)?.code;
  if (typeof own === 'string') return own;
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return typeof cause === 'string' ? cause : undefined;
}

/**
 * A write the database refuses on a constraint is the editor's mistake, not a server failure:
 * a taken unique value, a link to a missing record, a record others still point at.
 */
export function constraintRefusal(error: unknown, action: 'write' | 'delete'): AppError | null {
  switch (sqlState(error)) {
    case '23505':
      return new AppError(409, 'Cette valeur est déjà utilisée par un autre élément.', {}, 'value_taken');
    case '23503':
      return action === 'delete'
        ? new AppError(
            409,
            'Cet élément est encore utilisé ailleurs : retirez-le d’abord de ce qui s’y rapporte.',
            {},
            'record_in_use',
          )
        : new AppError(400, 'Un élément lié n’existe pas ou plus.', {}, 'linked_record_missing');
    case '23514':
    case '23502':
    case '22001':
    case '22003':
      return new AppError(400, 'Une valeur est hors des limites permises.', {}, 'value_out_of_range');
    default:
      return null;
  }
}

/** Runs a write, turning constraint refusals into their answer. */
export async function refusingConstraints<T>(action: 'write' | 'delete', write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw constraintRefusal(error, action) ?? error;
  }
}
