import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { constraintRefusal } from '../admin-resources/constraint-refusal.ts';
import { accountNotFound } from '../auth/account-refusals.ts';
import { changeMail } from '../auth/users.service.ts';

const TAKEN = 'Cette adresse e-mail est déjà celle d’un autre compte.';
const taken = () => new AppError(409, TAKEN, { mail: [TAKEN] }, 'account_exists');

/**
 * Staff change a customer's sign-in address, audited on the account like the generic edit. Nothing
 * else moves: sessions stay open, the password and Google link stay, newsletter rows keep the
 * address they were given. Answers the account's new version, for the editor's next save.
 */
export async function changeCustomerMail(db: Database, userId: number, mail: string, staffId: number) {
  try {
    return await db.transaction(async (tx) => {
      const result = await changeMail(tx, userId, mail);
      if (result === null) throw accountNotFound();
      if (result === 'taken') throw taken();
      if (result.before !== mail) {
        await recordAudit(tx, {
          userId: staffId,
          resource: 'clients',
          recordId: userId,
          before: { mail: result.before },
          after: { mail },
        });
      }
      return { mail, version: result.version };
    });
  } catch (error) {
    // Two changes to the same address at once: the unique index refuses the second.
    if (constraintRefusal(error, 'write')?.statusCode === 409) throw taken();
    throw error;
  }
}
