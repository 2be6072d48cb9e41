import { createHash, randomBytes } from 'node:crypto';
import type { GoogleConfirm, GoogleLinkByPassword, Locale, SignResult } from '@boutique/domain';
import type { JWTVerifyGetKey } from 'jose';
import type { Database } from '../../db/client.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { enqueueMail, type MailDispatcher } from '../outbox/outbox.service.ts';
import { findUserById, findUserByMail, type UserRow } from './auth.queries.ts';
import type { AuthService } from './auth.service.ts';
import { createGoogleIdTokenVerifier, type GoogleIdentity } from './google-id-token.ts';
import { googleLinkMail } from './account-link-mails.ts';
import { renderMail } from '../mail-templates/render-mail.ts';
import {
  countLiaisonAttempt,
  findAccount,
  findUserByGoogleSub,
  insertGoogleLink,
  insertGoogleUser,
  setGoogleSub,
  spendLiaison,
  spendMailedLink,
  swapLiaisonForMail,
} from './google.queries.ts';

const LIAISON_LIFETIME_MS = 10 * 60_000;
const MAILED_LINK_LIFETIME_MS = 60 * 60_000;
export const MAX_LIAISON_ATTEMPTS = 5;

export const LINK_NEEDED = 'Un compte existe déjà avec cette adresse. Confirmez que c’est vous pour y associer Google.';
const OTHER_GOOGLE_ACCOUNT = 'Ce compte est déjà associé à un autre compte Google.';
const INVALID_LIAISON = 'Cette demande a expiré. Reconnectez-vous avec Google pour recommencer.';
const INVALID_LINK = 'Ce lien est invalide ou a expiré. Reconnectez-vous avec Google pour en recevoir un nouveau.';
const WRONG_PASSWORD = 'Mot de passe incorrect.';

const digest = (secret: string) => createHash('sha256').update(secret).digest('base64url');
/** 256 random bits: unguessable; only its digest is stored. */
const newSecret = () => randomBytes(32).toString('base64url');

/** What Google sign-in leads to: a session, or a proof to give before Google joins an existing account. */
export type GoogleSignInOutcome = { kind: 'signed'; result: SignResult } | { kind: 'link-needed'; liaison: string };

export function createGoogleSignInService(deps: {
  db: Database;
  auth: AuthService;
  mails: MailDispatcher;
  publicUrl: string;
  clientId: string;
  /** Google's signing keys; tests hand in their own. */
  keys?: JWTVerifyGetKey;
  jwksUrl?: string;
}) {
  const { db, auth, mails, publicUrl } = deps;
  const verifyIdToken = createGoogleIdTokenVerifier({
    clientId: deps.clientId,
    keys: deps.keys,
    jwksUrl: deps.jwksUrl,
  });

  /** A proof request bound to this user and this Google subject; the answer carries its secret once. */
  async function askForProof(user: UserRow, identity: GoogleIdentity): Promise<GoogleSignInOutcome> {
    if (user.google_sub !== null) throw new AppError(409, OTHER_GOOGLE_ACCOUNT, {}, 'google_other_account');
    const liaison = newSecret();
    await insertGoogleLink(db, {
      userId: user.id,
      sub: identity.sub,
      liaisonDigest: digest(liaison),
      liaisonExpires: new Date(Date.now() + LIAISON_LIFETIME_MS),
    });
    return { kind: 'link-needed', liaison };
  }

  /** Records the subject on the account (unless Google is already there) and opens a session. */
  async function linkAndOpen(userId: number, sub: string, panier: string | undefined): Promise<SignResult> {
    const holder = await findUserByGoogleSub(db, sub);
    if (holder && holder.id !== userId) throw new AppError(409, OTHER_GOOGLE_ACCOUNT, {}, 'google_other_account');
    if (!holder && !(await setGoogleSub(db, userId, sub)))
      throw new AppError(409, OTHER_GOOGLE_ACCOUNT, {}, 'google_other_account');
    const user = await findUserById(db, userId);
    if (!user) throw badRequest(INVALID_LIAISON, {}, 'google_request_expired');
    return auth.openSession(user, panier);
  }

  return {
    /**
     * The account of this Google subject signs in; an unknown address gets a new account; an
     * address that already has an account is never joined silently: its owner must prove it.
     */
    async signIn(input: { credential: string; panier?: string }, requestLocale: Locale): Promise<GoogleSignInOutcome> {
      const identity = await verifyIdToken(input.credential);
      const known = await findUserByGoogleSub(db, identity.sub);
      if (known) return { kind: 'signed', result: await auth.openSession(known, input.panier) };

      const owner = await findUserByMail(db, identity.email);
      if (owner) return askForProof(owner, identity);

      const created = await insertGoogleUser(db, {
        mail: identity.email,
        password_hash: null,
        google_sub: identity.sub,
        prenom: identity.givenName,
        nom: identity.familyName,
        langue: requestLocale,
        newsletters: false,
      });
      if (created) return { kind: 'signed', result: await auth.openSession(created, input.panier) };
      // Another request made the account in between: the same rules apply to it.
      const raced = await findUserByGoogleSub(db, identity.sub);
      if (raced) return { kind: 'signed', result: await auth.openSession(raced, input.panier) };
      const racedOwner = await findUserByMail(db, identity.email);
      if (racedOwner) return askForProof(racedOwner, identity);
      throw new AppError(409, OTHER_GOOGLE_ACCOUNT, {}, 'google_other_account');
    },

    /** The account's password proves the owner asked: 5 tries per liaison, spent by the right one. */
    async linkWithPassword(input: GoogleLinkByPassword, client: string): Promise<SignResult> {
      const link = await countLiaisonAttempt(db, digest(input.liaison), MAX_LIAISON_ATTEMPTS);
      if (!link) throw badRequest(INVALID_LIAISON, { liaison: [INVALID_LIAISON] }, 'google_request_expired');
      const user = await findUserById(db, link.user_id);
      if (!user) throw badRequest(INVALID_LIAISON, { liaison: [INVALID_LIAISON] }, 'google_request_expired');
      if (!(await auth.isOwnerPassword(user, input.password, client))) {
        throw new AppError(401, WRONG_PASSWORD, { password: [WRONG_PASSWORD] }, 'password_incorrect');
      }
      if (!(await spendLiaison(db, link.id)))
        throw badRequest(INVALID_LIAISON, { liaison: [INVALID_LIAISON] }, 'google_request_expired');
      return linkAndOpen(user.id, link.google_sub, input.panier);
    },

    /** Spends the liaison for a single-use link (60 minutes) mailed to the account, in its language. */
    async requestLinkMail(liaison: string): Promise<void> {
      const token = newSecret();
      await db.transaction(async (tx) => {
        const link = await swapLiaisonForMail(tx, digest(liaison), {
          digest: digest(token),
          expires: new Date(Date.now() + MAILED_LINK_LIFETIME_MS),
        });
        if (!link) throw badRequest(INVALID_LIAISON, { liaison: [INVALID_LIAISON] }, 'google_request_expired');
        const user = await findAccount(tx, link.user_id);
        if (!user) throw badRequest(INVALID_LIAISON, { liaison: [INVALID_LIAISON] }, 'google_request_expired');
        // Built from PUBLIC_URL, never from the request's Host header.
        const address = `${publicUrl}/${user.langue}/sign/google/${token}`;
        const message = await renderMail(tx, googleLinkMail, user.langue, {
          name: user.prenom || user.mail,
          link: address,
        });
        await enqueueMail(tx, { to: user.mail, ...message, key: `google-link:${link.id}` });
      });
      void mails.nudge();
    },

    /** The mailed link, once: Google is linked and the account opens. */
    async confirm(input: GoogleConfirm): Promise<SignResult> {
      const link = await spendMailedLink(db, digest(input.token));
      if (!link) throw badRequest(INVALID_LINK, {}, 'google_link_invalid');
      return linkAndOpen(link.user_id, link.google_sub, input.panier);
    },
  };
}

export type GoogleSignInService = ReturnType<typeof createGoogleSignInService>;
