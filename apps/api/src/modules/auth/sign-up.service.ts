import { createHash, randomBytes } from 'node:crypto';
import type { Locale, SignResult, SignUp, SignUpConfirm } from '@boutique/domain';
import type { Database } from '../../db/client.ts';
import type { CounterStore } from '../../lib/counter-store.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { enqueueMail, type MailDispatcher } from '../outbox/outbox.service.ts';
import { findUserByMail, insertUser } from './auth.queries.ts';
import type { AuthService } from './auth.service.ts';
import { hashPassword } from './password-hasher.ts';
import { addressTakenMail, signUpMail } from './account-link-mails.ts';
import { renderMail } from '../mail-templates/render-mail.ts';
import { findSignUpState, forgetLapsedSignUps, insertPendingSignUp, spendPendingSignUp } from './sign-up.queries.ts';

const LINK_LIFETIME_MS = 24 * 3_600_000;
/** Sign-up mails one address may receive per window, whichever kind: the form cannot flood an inbox. */
export const MAX_SIGN_UP_MAILS_PER_ADDRESS = 3;
export const SIGN_UP_MAIL_WINDOW_MS = 60 * 60_000;

export const SIGN_UP_ACCEPTED =
  'Vérifiez votre boîte mail : un message vient de vous être envoyé pour finaliser votre inscription.';
const INVALID_LINK = 'Ce lien d’inscription est invalide. Inscrivez-vous de nouveau pour en recevoir un autre.';
const EXPIRED_LINK = 'Ce lien d’inscription a expiré. Inscrivez-vous de nouveau pour en recevoir un autre.';
const USED_LINK = 'Ce lien d’inscription a déjà servi : votre compte est créé. Connectez-vous.';
const ADDRESS_TAKEN = 'Un compte existe déjà avec cette adresse. Connectez-vous ou récupérez votre mot de passe.';

const digest = (secret: string) => createHash('sha256').update(secret).digest('base64url');

/**
 * Verify-first sign-up: the form answers the same whether or not the address has an account, and
 * the mailbox decides. A new address is mailed a link that creates the account; a known one is
 * mailed a warning to its owner, with the ways back into the account.
 */
export function createSignUpService(deps: {
  db: Database;
  auth: AuthService;
  mails: MailDispatcher;
  counters: CounterStore;
  publicUrl: string;
}) {
  const { db, auth, mails, counters, publicUrl } = deps;

  /** Counts one mail for the address; false once it had its share for the window. */
  async function mayMail(mail: string): Promise<boolean> {
    const { count } = await counters.increment(`sign-up-mails:${mail}`, SIGN_UP_MAIL_WINDOW_MS);
    return count <= MAX_SIGN_UP_MAILS_PER_ADDRESS;
  }

  return {
    /**
     * Both outcomes hash the password and queue at most one mail, so neither the answer nor its
     * time tells whether the address is taken.
     */
    async signUp(input: SignUp, requestLocale: Locale): Promise<void> {
      const passwordHash = await hashPassword(input.password);
      const owner = await findUserByMail(db, input.mail);
      if (!(await mayMail(input.mail))) return;
      const locale = owner?.langue ?? input.langue ?? requestLocale;
      const token = randomBytes(32).toString('base64url');
      // Both outcomes make the same writes in one transaction, so their time tells nothing: the
      // attempt on a taken address is kept as an already spent sign-up, a trace of it.
      await db.transaction(async (tx) => {
        await forgetLapsedSignUps(tx);
        const pending = await insertPendingSignUp(tx, {
          mail: input.mail,
          password_hash: owner ? '' : passwordHash,
          prenom: input.prenom,
          nom: input.nom,
          tel: input.tel ?? '',
          langue: locale,
          newsletters: input.newsletters ?? false,
          panier: owner ? null : (input.panier ?? null),
          token_digest: digest(token),
          expires: new Date(Date.now() + LINK_LIFETIME_MS),
          used: owner ? new Date() : null,
        });
        // Links are built from PUBLIC_URL, never from the request's Host header.
        const message = owner
          ? await renderMail(tx, addressTakenMail, locale, {
              name: owner.prenom || owner.mail,
              signInLink: `${publicUrl}/${locale}/sign`,
              resetLink: `${publicUrl}/${locale}/sign/recovery?mail=${encodeURIComponent(owner.mail)}`,
            })
          : await renderMail(tx, signUpMail, locale, {
              name: input.prenom,
              link: `${publicUrl}/${locale}/sign/up/${token}`,
            });
        const key = owner ? `sign-up-taken:${pending.id}` : `sign-up:${pending.id}`;
        await enqueueMail(tx, { to: input.mail, ...message, key });
      });
      void mails.nudge();
    },

    /** The mailed link, once: the account is created and signed in, with the basket at hand. */
    async confirm(input: SignUpConfirm): Promise<SignResult> {
      const tokenDigest = digest(input.token);
      const created = await db.transaction(async (tx) => {
        const pending = await spendPendingSignUp(tx, tokenDigest);
        if (!pending) return null;
        const user = await insertUser(tx, {
          mail: pending.mail,
          password_hash: pending.password_hash,
          prenom: pending.prenom,
          nom: pending.nom,
          tel: pending.tel,
          langue: pending.langue,
          newsletters: pending.newsletters,
        });
        return { user, panier: pending.panier };
      });
      if (!created) {
        const state = await findSignUpState(db, tokenDigest);
        const message = state === 'used' ? USED_LINK : state === 'expired' ? EXPIRED_LINK : INVALID_LINK;
        throw badRequest(
          message,
          {},
          state === 'used'
            ? 'sign_up_link_used'
            : state === 'expired'
              ? 'sign_up_link_expired'
              : 'sign_up_link_invalid',
        );
      }
      // Google sign-in or staff made an account for the address meanwhile.
      if (!created.user) throw new AppError(409, ADDRESS_TAKEN, { mail: [ADDRESS_TAKEN] }, 'account_exists');
      return auth.openSession(created.user, input.panier ?? created.panier ?? undefined);
    },
  };
}

export type SignUpService = ReturnType<typeof createSignUpService>;
