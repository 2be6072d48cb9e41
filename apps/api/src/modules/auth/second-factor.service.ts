import { createHash, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT, type SecondFactorStatus, type TotpEnrolment } from '@boutique/domain';
import { Secret, TOTP } from 'otpauth';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuthenticatedUser } from '../../plugins/authentication.ts';
import { readSettings, readShopInfo } from '../shop-info/shop-info.service.ts';
import { findUserById } from './auth.queries.ts';
import { selectPasskeys } from './passkeys.queries.ts';
import type { SecondFactorAttempts } from './second-factor-attempts.ts';
import {
  claimRecoveryDigest,
  claimStep,
  confirmSecondFactor,
  deleteSecondFactor,
  replaceRecoveryDigests,
  selectSecondFactor,
  upsertPendingSecondFactor,
} from './second-factor.queries.ts';

const PERIOD_S = 30;
// Crockford's alphabet: no I, L, O or U to misread when typed from paper.
const RECOVERY_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

const totpOf = (secret: string, label = '', issuer = '') =>
  new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: PERIOD_S, secret: Secret.fromBase32(secret) });

const digestCode = (code: string) => createHash('sha256').update(code).digest('base64url');

function newRecoveryCodes() {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join(''),
  );
  return { codes, digests: codes.map(digestCode) };
}

const codeIncorrect = () =>
  new AppError(400, 'Code incorrect.', { code_verification: ['Code incorrect.'] }, 'second_factor_code_incorrect');

const notEnrolled = () =>
  new AppError(409, 'Aucune application d’authentification n’est configurée.', {}, 'second_factor_not_enrolled');

/**
 * The back office's second factor: an authenticator app (TOTP, RFC 6238) and ten single-use
 * recovery codes. A session proves it once after sign-in (the back office then opens) and again
 * for sensitive actions after 10 minutes. Wrong codes are counted per account across processes
 * (5 in 15 minutes, then a pause) and each one is written to the activity log.
 */
export function createSecondFactorService(db: Database, attempts: SecondFactorAttempts) {
  const { audit } = attempts;

  /** A code from the app, of a step never used before (a replayed code is refused), or a recovery code. */
  async function isValidCode(userId: number, secret: string, code: string): Promise<boolean> {
    if (code.length !== 6) return claimRecoveryDigest(db, userId, digestCode(code));
    const delta = totpOf(secret).validate({ token: code, window: 1 });
    return delta !== null && claimStep(db, userId, TOTP.counter({ period: PERIOD_S }) + delta);
  }

  const checkCode = (user: AuthenticatedUser, secret: string, code: string) =>
    attempts.prove(user, () => isValidCode(user.id, secret, code), codeIncorrect);

  return {
    async status(user: AuthenticatedUser): Promise<SecondFactorStatus> {
      const [row, keys, security] = await Promise.all([
        selectSecondFactor(db, user.id),
        selectPasskeys(db, user.id),
        readSettings(db, 'securite'),
      ]);
      const totp = Boolean(row?.confirmed);
      const enrolled = totp || keys.length > 0;
      return {
        code: 200,
        inscrit: enrolled,
        totp,
        passkeys: keys.map((key) => ({
          id: key.id,
          nom: key.nom,
          created: key.created.toISOString(),
          derniere_utilisation: key.last_used?.toISOString() ?? null,
        })),
        verifie: enrolled && user.secondFactorAt !== null,
        obligatoire: security.double_facteur_obligatoire,
        codes_restants: totp ? row!.recovery_digests.length : 0,
      };
    },

    /** A new secret to scan; it counts only once a code from the app confirms it. */
    async startEnrolment(user: AuthenticatedUser): Promise<TotpEnrolment> {
      const secret = new Secret({ size: 20 }).base32;
      if (!(await upsertPendingSecondFactor(db, user.id, secret))) {
        throw new AppError(
          409,
          'Une application d’authentification est déjà configurée.',
          {},
          'second_factor_already_enrolled',
        );
      }
      const [account, shop] = await Promise.all([findUserById(db, user.id), readShopInfo(db)]);
      const uri = totpOf(secret, account?.mail ?? String(user.id), shop.nom.trim() || 'Boutique').toString();
      return { code: 200, secret, uri };
    },

    /** Confirms the pending secret with a first code; answers the recovery codes, shown this once. */
    async confirmEnrolment(user: AuthenticatedUser, code: string): Promise<string[]> {
      const row = await selectSecondFactor(db, user.id);
      if (!row) throw notEnrolled();
      if (row.confirmed) {
        throw new AppError(
          409,
          'Une application d’authentification est déjà configurée.',
          {},
          'second_factor_already_enrolled',
        );
      }
      if (code.length !== 6) throw codeIncorrect();
      await checkCode(user, row.totp_secret, code);
      const { codes, digests } = newRecoveryCodes();
      await confirmSecondFactor(db, user.id, digests);
      await audit(user.id, null, { application: 'totp', codes_secours: digests.length });
      return codes;
    },

    /** Proves the second factor for this session (after sign-in, or again for a sensitive action). */
    async verify(user: AuthenticatedUser, code: string) {
      const row = await selectSecondFactor(db, user.id);
      if (!row?.confirmed) throw notEnrolled();
      await checkCode(user, row.totp_secret, code);
    },

    /** Replaces the recovery codes (the old ones stop working); answers the new ones, shown this once. */
    async renewRecoveryCodes(user: AuthenticatedUser): Promise<string[]> {
      const row = await selectSecondFactor(db, user.id);
      if (!row?.confirmed) throw notEnrolled();
      const { codes, digests } = newRecoveryCodes();
      await replaceRecoveryDigests(db, user.id, digests);
      // Said in words: ten codes replacing ten unused ones would otherwise log no change.
      await audit(
        user.id,
        { codes_secours: `${row.recovery_digests.length} restants` },
        { codes_secours: `${digests.length} nouveaux` },
      );
      return codes;
    },

    async disable(user: AuthenticatedUser) {
      const row = await selectSecondFactor(db, user.id);
      if (!row?.confirmed) throw notEnrolled();
      await deleteSecondFactor(db, user.id);
      await audit(user.id, { application: 'totp', codes_secours: row.recovery_digests.length }, null);
    },
  };
}

export type SecondFactorService = ReturnType<typeof createSecondFactorService>;
