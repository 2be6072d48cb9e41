import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Locale, SignResult } from '@boutique/domain';
import type { Database } from '../../db/client.ts';
import { recoveries, tokens, users } from '../../db/schema/index.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { recordAudit } from '../admin-resources/audit.service.ts';
import { enqueueMail, type MailDispatcher } from '../outbox/outbox.service.ts';
import { findUserByMail, findUserById } from './auth.queries.ts';
import type { AuthService } from './auth.service.ts';
import { hashPassword } from './password-hasher.ts';
import { renderRecoveryMail } from './recovery-mail.ts';

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
    if (!isSpent) throw badRequest(INVALID_CODE);
    const user = await findUserById(db, userId);
    if (!user) throw badRequest(INVALID_CODE);
    return auth.openSession(user, panier);
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
      const linkToken = randomBytes(24).toString('base64url');
      const now = Date.now();
      await db.transaction(async (tx) => {
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
            link_expires: new Date(now + LINK_LIFETIME_MS),
          })
          .returning({ id: recoveries.id });
        const locale = user.langue ?? requestLocale;
        // Built from PUBLIC_URL, never from the request's Host header.
        const link = `${publicUrl}/${locale}/sign/password/${recovery!.id}/${linkToken}`;
        const message = renderRecoveryMail(locale, { name: user.prenom || user.mail, code, link });
        await enqueueMail(tx, { to: user.mail, ...message, key: `recovery:${recovery!.id}` });
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

    /** A new password with the mailed code: 10 minutes, 5 tries, single use. */
    async resetWithCode(input: { mail: string; code: string; password: string; panier?: string }): Promise<SignResult> {
      const user = await findUserByMail(db, input.mail);
      if (!user) throw badRequest(INVALID_CODE, { code: [INVALID_CODE] });
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
      if (!recovery) throw badRequest(INVALID_CODE, { code: [INVALID_CODE] });
      if (!sameDigest(recovery.code_digest, input.code)) {
        const left = MAX_CODE_ATTEMPTS - recovery.attempts;
        const message = left > 0 ? `Code incorrect. Encore ${left} essai${left > 1 ? 's' : ''}.` : INVALID_CODE;
        throw new AppError(400, message, { code: [message] });
      }
      return completeRecovery(recovery.id, user.id, input.password, input.panier);
    },

    /** A new password through the mailed link: 60 minutes, single use. */
    async resetWithLink(input: { id: number; token: string; password: string; panier?: string }): Promise<SignResult> {
      const [recovery] = await db
        .select()
        .from(recoveries)
        .where(and(eq(recoveries.id, input.id), isNull(recoveries.used), gt(recoveries.link_expires, new Date())));
      if (!recovery || !sameDigest(recovery.link_digest, input.token)) throw badRequest(INVALID_LINK);
      return completeRecovery(recovery.id, recovery.user_id, input.password, input.panier);
    },
  };
}

export type RecoveryService = ReturnType<typeof createRecoveryService>;
