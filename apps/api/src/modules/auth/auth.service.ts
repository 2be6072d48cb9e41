import { randomBytes } from 'node:crypto';
import type { Locale, SignIn, SignResult, SignUp, User } from '@boutique/domain';
import type { Database } from '../../db/client.ts';
import type { CounterStore } from '../../lib/counter-store.ts';
import { AppError } from '../../lib/errors.ts';
import { digestToken } from '../../plugins/authentication.ts';
import type { BasketService } from '../basket/basket.service.ts';
import {
  findUserById,
  findUserByMail,
  insertToken,
  insertUser,
  revokeToken,
  updatePassword,
  type UserRow,
} from './auth.queries.ts';
import { hashPassword, verifyPassword } from './password-hasher.ts';

const TOKEN_LIFETIME_MS = 30 * 24 * 3_600_000;
/** After this many failed sign-ins on one address within the window, the address is paused. */
export const MAX_FAILED_SIGN_INS = 5;
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

  function tooManyAttempts(resetInMs: number) {
    const minutes = Math.max(1, Math.ceil(resetInMs / 60_000));
    return new AppError(
      429,
      `Trop de tentatives de connexion pour cette adresse. Réessayez dans ${minutes} minute${minutes > 1 ? 's' : ''}.`,
    );
  }

  return {
    openSession,

    async signUp(input: SignUp, requestLocale: Locale): Promise<SignResult> {
      const user = await insertUser(db, {
        mail: input.mail,
        password_hash: await hashPassword(input.password),
        prenom: input.prenom,
        nom: input.nom,
        tel: input.tel ?? '',
        langue: input.langue ?? requestLocale,
        newsletters: input.newsletters ?? false,
      });
      if (!user) {
        throw new AppError(409, 'Un compte existe déjà avec cette adresse.', {
          mail: ['Un compte existe déjà avec cette adresse. Connectez-vous ou récupérez votre mot de passe.'],
        });
      }
      return openSession(user, input.panier);
    },

    /**
     * Same answer, and about the same time, for an unknown address and a wrong password, so
     * sign-in tells nobody which addresses have an account.
     */
    async signIn(input: SignIn): Promise<SignResult> {
      const key = `sign-in-failures:${input.mail}`;
      const { count, resetInMs } = await failures.peek(key);
      if (count >= MAX_FAILED_SIGN_INS) throw tooManyAttempts(resetInMs);

      const user = await findUserByMail(db, input.mail);
      const storedHash = user?.password_hash ?? (await decoyHash);
      const isValid = (await verifyPassword(storedHash, input.password)) && Boolean(user?.password_hash);
      if (!user || !isValid) {
        const attempt = await failures.increment(key, FAILED_SIGN_IN_WINDOW_MS);
        if (attempt.count >= MAX_FAILED_SIGN_INS) throw tooManyAttempts(attempt.resetInMs);
        throw new AppError(401, WRONG_CREDENTIALS, { password: [WRONG_CREDENTIALS] });
      }
      await failures.reset(key);
      return openSession(user, input.panier);
    },

    /**
     * Checks the password of a known account under sign-in's per-address limit (429 once paused),
     * for steps that prove who owns the account, such as linking Google to it.
     */
    async isOwnerPassword(user: UserRow, password: string): Promise<boolean> {
      const key = `sign-in-failures:${user.mail}`;
      const { count, resetInMs } = await failures.peek(key);
      if (count >= MAX_FAILED_SIGN_INS) throw tooManyAttempts(resetInMs);
      const isValid =
        (await verifyPassword(user.password_hash ?? (await decoyHash), password)) && Boolean(user.password_hash);
      if (!isValid) {
        const attempt = await failures.increment(key, FAILED_SIGN_IN_WINDOW_MS);
        if (attempt.count >= MAX_FAILED_SIGN_INS) throw tooManyAttempts(attempt.resetInMs);
        return false;
      }
      await failures.reset(key);
      return true;
    },

    /** Changes a password knowing the current one; every other session is closed. */
    async changePassword(userId: number, currentTokenId: number, current: string, password: string) {
      const user = await findUserById(db, userId);
      if (!user?.password_hash || !(await verifyPassword(user.password_hash, current))) {
        throw new AppError(400, 'Mot de passe actuel incorrect.', { current: ['Mot de passe actuel incorrect.'] });
      }
      await updatePassword(db, userId, await hashPassword(password), currentTokenId);
    },

    signOut(tokenId: number) {
      return revokeToken(db, tokenId);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
