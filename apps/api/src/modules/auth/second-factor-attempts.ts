import { FAILED_SECOND_FACTOR_WINDOW_MS, MAX_FAILED_SECOND_FACTORS } from '@boutique/domain';
import type { Database } from '../../db/client.ts';
import type { CounterStore } from '../../lib/counter-store.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuthenticatedUser } from '../../plugins/authentication.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { markSessionProven } from './second-factor.queries.ts';

/** The audit log's resource for a member of staff's second factor (app, passkeys, recovery codes). */
export const SECOND_FACTOR_RESOURCE = 'second_factors';

/**
 * Proofs of the second factor, by code or passkey, under one limit: wrong ones are counted per
 * account across processes (5 in 15 minutes, then a pause) and each is written to the activity
 * log; a right one marks the session proven.
 */
export function createSecondFactorAttempts(db: Database, failures: CounterStore) {
  const audit = (userId: number, before: Record<string, unknown> | null, after: Record<string, unknown> | null) =>
    db.transaction((tx) =>
      recordAudit(tx, { userId, resource: SECOND_FACTOR_RESOURCE, recordId: userId, before, after }),
    );

  return {
    audit,
    /** Runs `isRight`; throws `refusal` (or a pause) when it is not. */
    async prove(user: AuthenticatedUser, isRight: () => Promise<boolean>, refusal: () => AppError) {
      const key = `second-factor-failures:${user.id}`;
      const { count, resetInMs } = await failures.peek(key);
      if (count >= MAX_FAILED_SECOND_FACTORS) throw tooManyAttempts(resetInMs);
      if (await isRight()) {
        await failures.reset(key);
        await markSessionProven(db, user.tokenId);
        return;
      }
      const attempt = await failures.increment(key, FAILED_SECOND_FACTOR_WINDOW_MS);
      await audit(user.id, {}, { code_refuse: attempt.count });
      if (attempt.count >= MAX_FAILED_SECOND_FACTORS) throw tooManyAttempts(attempt.resetInMs);
      throw refusal();
    },
  };
}

export type SecondFactorAttempts = ReturnType<typeof createSecondFactorAttempts>;

function tooManyAttempts(resetInMs: number) {
  const minutes = Math.max(1, Math.ceil(resetInMs / 60_000));
  return new AppError(
    429,
    `Trop de codes incorrects. Réessayez dans ${minutes} minute${minutes > 1 ? 's' : ''}.`,
    {},
    'too_many_second_factor_attempts',
    undefined,
    { retryAfterSeconds: minutes * 60, count: minutes },
  );
}
