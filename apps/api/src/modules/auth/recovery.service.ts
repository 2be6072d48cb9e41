import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Locale, SignResult } from '@boutique/domain';
import type { Database, Transaction } from '../../db/client.ts';
import { recoveries, tokens, users } from '../../db/schema/index.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { enqueueMail, type MailDispatcher } from '../outbox/outbox.service.ts';
import { findUserByMail, findUserById } from './auth.queries.ts';
import type { AuthService } from './auth.service.ts';
import type { MailDefinition } from '../mail-templates/mail-definition.ts';
import { renderMail } from '../mail-templates/render-mail.ts';
import { INVITATION_LINK_DAYS, invitationMail, recoveryMail, type AccountLinkInput } from './account-link-mails.ts';
import { hashPassword } from './password-hasher.ts';

const CODE_LIFETIME_MS = 10 * 60_000;
const LINK_LIFETIME_MS = 60 * 60_000;
export const MAX_CODE_ATTEMPTS = 5;

const digest = (secret: string) => createHash('sha256').update(secret).digest();
const sameDigest = (stored: string, secret: string) =>
  timingSafeEqual(Buffer.from(stored, 'base64url'), digest(secret));
const INVALID_CODE = 'Ce code est invalide ou a expiré. Demandez-en un nouveau.';
const INVALID_LINK = 'Ce lien est invalide ou a expiré. Demandez-en un nouveau.';

export function createRecoveryService(deps: {
  db: Database;
  auth: AuthService;
  mails: MailDispatcher;
  publicUrl: string;
}) {
  const { db, auth, mails, publicUrl } = deps;

  /** Spends a recovery once, sets the new password and closes every other session. */
  async function completeRecovery(recoveryId: number, userId: number, password: string, panier: string | undefined) {
    const passwordHash = await hashPassword(password);
    const isSpent = await db.transaction(async (tx) => {
      const [spent] = await tx
        .update(recoveries)
        .set({ used: new Date() })
        .where(and(eq(recoveries.id, recoveryId), isNull(recoveries.used)))
        .returning({ id: recoveries.id });
      if (!spent) return false;
      await tx.update(users).set({ password_hash: passwordHash }).where(eq(users.id, userId));
      await tx
        .update(tokens)
        .set({ revoked: new Date() })
        .where(and(eq(tokens.user_id, userId), isNull(tokens.revoked)));
      return true;
    });
    if (!isSpent) throw badRequest(INVALID_CODE, {}, 'recovery_code_invalid');
    const user = await findUserById(db, userId);
    if (!user) throw badRequest(INVALID_CODE, {}, 'recovery_code_invalid');
    return auth.openSession(user, panier);
  }

  /**
   * Spends the account's earlier recoveries, records a new one (code and link digests) and queues
   * its mail, rendered in the account's language with the link built from PUBLIC_URL (never from the
   * request's Host header).
   */
  async function issue(
    user: { id: number; mail: string; prenom: string; langue: Locale },
    linkLifetimeMs: number,
    code: string,
    mail: MailDefinition<AccountLinkInput>,
    within?: Transaction,
  ) {
    const linkToken = randomBytes(24).toString('base64url');
    const now = Date.now();
    const write = async (tx: Transaction) => {
      // A new request makes the previous ones useless.
      await tx
        .update(recoveries)
        .set({ used: new Date() })
        .where(and(eq(recoveries.user_id, user.id), isNull(recoveries.used)));
      const [recovery] = await tx
        .insert(recoveries)
        .values({
          user_id: user.id,
          code_digest: digest(code).toString('base64url'),
          link_digest: digest(linkToken).toString('base64url'),
          code_expires: new Date(now + CODE_LIFETIME_MS),
          link_expires: new Date(now + linkLifetimeMs),
        })
        .returning({ id: recoveries.id });
      const link = `${publicUrl}/${user.langue}/sign/password/${recovery!.id}/${linkToken}`;
      const drawn = await renderMail(tx, mail, user.langue, { name: user.prenom || user.mail, code, link });
      await enqueueMail(tx, { to: user.mail, ...drawn, key: `recovery:${recovery!.id}` });
    };
    await (within ? write(within) : db.transaction(write));
  }

  return {
    /**
     * Mails a code and a link to the address if it has an account. The answer is the same either
     * way, so nobody learns which addresses are customers. `requestedBy`: the staff member who
     * sent it from the customer's page, audited under the account.
     */
    async requestRecovery(mail: string, requestLocale: Locale, requestedBy?: number): Promise<void> {
      const user = await findUserByMail(db, mail);
      if (!user) return;
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const now = Date.now();
      await db.transaction(async (tx) => {
        await issue({ ...user, langue: user.langue ?? requestLocale }, LINK_LIFETIME_MS, code, recoveryMail, tx);
        if (requestedBy !== undefined) {
          await recordAudit(tx, {
            userId: requestedBy,
            resource: 'clients',
            recordId: user.id,
            before: { reinitialisation: null },
            after: { reinitialisation: new Date(now).toISOString() },
          });
        }
      });
      void mails.nudge();
    },

    /**
     * Invites a customer whose account staff created with an order to choose a password: the
     * recovery's link (valid for days, not an hour), in a mail of its own that says why the account
     * exists. Queued inside the caller's transaction.
     */
    async inviteCreatedCustomer(tx: Transaction, userId: number): Promise<void> {
      const [user] = await tx.select().from(users).where(eq(users.id, userId));
      if (!user) return;
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await issue(user, INVITATION_LINK_DAYS * 24 * 60 * 60_000, code, invitationMail, tx);
    },

    /** Nudges the outbox once an invitation's transaction has committed. */
    nudge: () => void mails.nudge(),

    /** A new password with the mailed code: 10 minutes, 5 tries, single use. */
    async resetWithCode(input: { mail: string; code: string; password: string; panier?: string }): Promise<SignResult> {
      const user = await findUserByMail(db, input.mail);
      if (!user) throw badRequest(INVALID_CODE, { code: [INVALID_CODE] }, 'recovery_code_invalid');
      const [recovery] = await db
        .update(recoveries)
        .set({ attempts: sql`${recoveries.attempts} + 1` })
        .where(
          and(
            eq(
              recoveries.id,
              db
                .select({ id: recoveries.id })
                .from(recoveries)
                .where(
                  and(
                    eq(recoveries.user_id, user.id),
                    isNull(recoveries.used),
                    gt(recoveries.code_expires, new Date()),
                  ),
                )
                .orderBy(desc(recoveries.id))
                .limit(1),
            ),
            lt(recoveries.attempts, MAX_CODE_ATTEMPTS),
          ),
        )
        .returning();
      if (!recovery) throw badRequest(INVALID_CODE, { code: [INVALID_CODE] }, 'recovery_code_invalid');
      if (!sameDigest(recovery.code_digest, input.code)) {
        const left = MAX_CODE_ATTEMPTS - recovery.attempts;
        const message = left > 0 ? `Code incorrect. Encore ${left} essai${left > 1 ? 's' : ''}.` : INVALID_CODE;
        throw new AppError(
          400,
          message,
          { code: [message] },
          left > 0 ? 'recovery_code_incorrect' : 'recovery_code_invalid',
          undefined,
          // The tries left, for a client to say them in its own language.
          left > 0 ? { count: left } : {},
        );
      }
      return completeRecovery(recovery.id, user.id, input.password, input.panier);
    },

    /** A new password through the mailed link: 60 minutes, single use. */
    async resetWithLink(input: { id: number; token: string; password: string; panier?: string }): Promise<SignResult> {
      const [recovery] = await db
        .select()
        .from(recoveries)
        .where(and(eq(recoveries.id, input.id), isNull(recoveries.used), gt(recoveries.link_expires, new Date())));
      if (!recovery || !sameDigest(recovery.link_digest, input.token))
        throw badRequest(INVALID_LINK, {}, 'recovery_link_invalid');
      return completeRecovery(recovery.id, recovery.user_id, input.password, input.panier);
    },
  };
}

export type RecoveryService = ReturnType<typeof createRecoveryService>;
