import { randomBytes } from 'node:crypto';
import type { SignIn, SignResult, User } from '@boutique/domain';
import type { Database } from '../../db/client.ts';
import type { CounterStore } from '../../lib/counter-store.ts';
import { AppError } from '../../lib/errors.ts';
import { digestToken } from '../../plugins/authentication.ts';
import type { BasketService } from '../basket/basket.service.ts';
import {
  findUserById,
  findUserByMail,
  insertToken,
  revokeToken,
  updatePassword,
  type UserRow,
} from './auth.queries.ts';
import { hashPassword, verifyPassword } from './password-hasher.ts';

const TOKEN_LIFETIME_MS = 30 * 24 * 3_600_000;
/** After this many failed sign-ins on one address from one client within the window, that client is paused. */
export const MAX_FAILED_SIGN_INS = 5;
/** After this many on one address from all clients together, the address is paused for everyone. */
export const MAX_FAILED_SIGN_INS_ALL_CLIENTS = 50;
export const FAILED_SIGN_IN_WINDOW_MS = 15 * 60_000;
const WRONG_CREDENTIALS = 'Adresse e-mail ou mot de passe incorrect.';

/** The part of a user row the user may see. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    prenom: row.prenom,
    nom: row.nom,
    mail: row.mail,
    tel: row.tel,
    langue: row.langue,
    montant: row.montant,
    newsletters: row.newsletters,
    ambassadeur: row.ambassadeur,
  };
}

export function createAuthService(db: Database, baskets: BasketService, failures: CounterStore) {
  // Unknown addresses are checked against this hash so they take as long as wrong passwords.
  const decoyHash = hashPassword(randomBytes(16).toString('hex'));

  async function openSession(user: UserRow, anonymousBasket: string | undefined): Promise<SignResult> {
    // 256 random bits: unguessable, and only its digest is stored.
    const accessToken = randomBytes(32).toString('base64url');
    await insertToken(db, user.id, digestToken(accessToken), new Date(Date.now() + TOKEN_LIFETIME_MS));
    const panier = await baskets.basketAfterSignIn(user.id, anonymousBasket);
    return { code: 200, token: { access_token: accessToken, scopes: user.scopes, user: toUser(user) }, panier };
  }

  /**
   * Runs a password check under the failure limits. Failures count per address and client: five
   * from one client pause that client only, so nobody can lock an owner out of their account; a
   * far higher count from all clients together still stops guessing spread over many addresses.
   */
  async function checkPassword(mail: string, client: string, check: () => Promise<boolean>): Promise<boolean> {
    const limits = [
      { key: `sign-in-failures:${mail}:${client}`, max: MAX_FAILED_SIGN_INS },
      { key: `sign-in-failures:${mail}`, max: MAX_FAILED_SIGN_INS_ALL_CLIENTS },
    ];
    for (const { key, max } of limits) {
      const { count, resetInMs } = await failures.peek(key);
      if (count >= max) throw tooManyAttempts(resetInMs);
    }
    if (await check()) {
      await failures.reset(limits[0]!.key);
      return true;
    }
    for (const { key, max } of limits) {
      const attempt = await failures.increment(key, FAILED_SIGN_IN_WINDOW_MS);
      if (attempt.count >= max) throw tooManyAttempts(attempt.resetInMs);
    }
    return false;
  }

  function tooManyAttempts(resetInMs: number) {
    const minutes = Math.max(1, Math.ceil(resetInMs / 60_000));
    return new AppError(
      429,
      `Trop de tentatives de connexion pour cette adresse. Réessayez dans ${minutes} minute${minutes > 1 ? 's' : ''}.`,
      {},
      'too_many_sign_in_attempts',
      undefined,
      { retryAfterSeconds: minutes * 60, count: minutes },
    );
  }

  return {
    openSession,

    /**
     * Same answer, and about the same time, for an unknown address and a wrong password, so
     * sign-in tells nobody which addresses have an account.
     */
    async signIn(input: SignIn, client: string): Promise<SignResult> {
      const user = await findUserByMail(db, input.mail);
      const isValid = await checkPassword(input.mail, client, async () => {
        const storedHash = user?.password_hash ?? (await decoyHash);
        return (await verifyPassword(storedHash, input.password)) && Boolean(user?.password_hash);
      });
      if (!user || !isValid)
        throw new AppError(401, WRONG_CREDENTIALS, { password: [WRONG_CREDENTIALS] }, 'invalid_credentials');
      return openSession(user, input.panier);
    },

    /**
     * Checks the password of a known account under sign-in's per-address limit (429 once paused),
     * for steps that prove who owns the account, such as linking Google to it.
     */
    async isOwnerPassword(user: UserRow, password: string, client: string): Promise<boolean> {
      return checkPassword(
        user.mail,
        client,
        async () => Boolean(user.password_hash) && verifyPassword(user.password_hash ?? (await decoyHash), password),
      );
    },

    /** Changes a password knowing the current one; every other session is closed. */
    async changePassword(userId: number, currentTokenId: number, current: string, password: string) {
      const user = await findUserById(db, userId);
      if (!user?.password_hash || !(await verifyPassword(user.password_hash, current))) {
        throw new AppError(
          400,
          'Mot de passe actuel incorrect.',
          { current: ['Mot de passe actuel incorrect.'] },
          'current_password_incorrect',
        );
      }
      await updatePassword(db, userId, await hashPassword(password), currentTokenId);
    },

    signOut(tokenId: number) {
      return revokeToken(db, tokenId);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
