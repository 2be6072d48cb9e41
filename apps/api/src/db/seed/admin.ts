import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { users } from '../schema/index.ts';
import { hashPassword } from '../../modules/auth/password-hasher.ts';

/**
 * Makes the first staff account when the shop has none: ADMIN_EMAIL / ADMIN_PASSWORD when given,
 * else a random password answered once (printed at start) and never stored in clear. No name is
 * made up for it ("Admin" showed as the owner's name): the back office names a person without one
 * by their mail (`personName`), and the owner fills theirs in.
 */
export async function ensureAdmin(db: Database, options: { email?: string; password?: string }) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727276)`);
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`'admin' = any(${users.scopes})`)
      .limit(1);
    if (existing) return null;
    const email = (options.email ?? 'admin@orcaviar.example').trim().toLowerCase();
    const password = options.password ?? randomBytes(12).toString('base64url');
    await tx
      .insert(users)
      .values({ mail: email, password_hash: await hashPassword(password), scopes: ['user', 'admin'] })
      .onConflictDoUpdate({ target: users.mail, set: { scopes: sql`array['user', 'admin']` } });
    return { email, password: options.password ? null : password };
  });
}
