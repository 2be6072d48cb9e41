import { and, eq, gt, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { phoneSearch, type UserUpdate } from '@boutique/domain';
import type { Database, Transaction } from '../../db/client.ts';
import { startingWith } from '../../lib/like-pattern.ts';
import { recoveries, tokens, users } from '../../db/schema/index.ts';
import { containing } from '../../lib/like-pattern.ts';

export type UserRow = typeof users.$inferSelect;

export async function findUserByMail(db: Database, mail: string): Promise<UserRow | null> {
  return (await db.select().from(users).where(eq(users.mail, mail)))[0] ?? null;
}

export async function findUserById(db: Database, id: number): Promise<UserRow | null> {
  return (await db.select().from(users).where(eq(users.id, id)))[0] ?? null;
}

/** Inserts a user; null when the address is already taken (unique index, race-free). */
export async function insertUser(
  db: Pick<Database, 'insert'>,
  values: typeof users.$inferInsert,
): Promise<UserRow | null> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing({ target: users.mail }).returning();
  return row ?? null;
}

/** Writes the profile fields the account's holder edits; null when the account is gone. */
export async function updateUserProfile(db: Database, userId: number, values: UserUpdate): Promise<UserRow | null> {
  const [row] = await db.update(users).set(values).where(eq(users.id, userId)).returning();
  return row ?? null;
}

/**
 * Closes every way back into the account (sessions, recovery codes, password, scopes) and blanks
 * what identifies its holder; the row stays for the orders the shop must keep.
 */
export async function anonymiseUser(tx: Transaction, userId: number) {
  await tx.delete(tokens).where(eq(tokens.user_id, userId));
  await tx.delete(recoveries).where(eq(recoveries.user_id, userId));
  await tx
    .update(users)
    .set({
      mail: `compte-supprime-${userId}@invalid`,
      password_hash: null,
      prenom: '',
      nom: '',
      tel: '',
      newsletters: false,
      ambassadeur: false,
      scopes: [],
      stripe_customer: null,
    })
    .where(eq(users.id, userId));
}

export async function insertToken(db: Database, userId: number, digest: string, expires: Date) {
  await db.insert(tokens).values({ user_id: userId, digest, expires });
}

export async function revokeToken(db: Database, tokenId: number) {
  await db
    .update(tokens)
    .set({ revoked: new Date() })
    .where(and(eq(tokens.id, tokenId), isNull(tokens.revoked)));
}

/** Sets a new password hash and revokes the user's sessions but the one kept. */
export async function updatePassword(db: Database, userId: number, passwordHash: string, keptTokenId: number) {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ password_hash: passwordHash }).where(eq(users.id, userId));
    await tx
      .update(tokens)
      .set({ revoked: new Date() })
      .where(and(eq(tokens.user_id, userId), isNull(tokens.revoked), ne(tokens.id, keptTokenId)));
  });
}

/** Names and mails of some accounts, for lists that show who a row belongs to. */
export function selectContacts(db: Database | Transaction, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: users.id, prenom: users.prenom, nom: users.nom, mail: users.mail })
    .from(users)
    .where(inArray(users.id, [...ids]));
}

/** The accounts among these ids that hold the admin scope (staff who may work on orders). */
export function selectAdminContacts(db: Database | Transaction, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: users.id, prenom: users.prenom, nom: users.nom, mail: users.mail })
    .from(users)
    .where(and(inArray(users.id, [...ids]), sql`'admin' = any(${users.scopes})`));
}

/** A search text that reads as (part of) a phone number rather than a name or mail. */
const PHONE_LIKE = /^[\d\s.\-+()]+$/u;

/**
 * The ids of the accounts whose mail, first name, last name or phone holds the text anywhere, case
 * aside, as a subquery; a text written like a phone number (digits, spaces, dots, dashes, "+")
 * also finds a phone written with other spacing ("0612 34" finds "06 12 34 56 78"). A text inside
 * a name is wanted, which no btree index answers and pg_trgm is not installed: the search reads the
 * accounts table, as the other back-office "contains" searches read theirs.
 */
export function userIdsMatching(text: string): SQL {
  const pattern = containing(text.toLowerCase());
  const digits = PHONE_LIKE.test(text) ? text.replace(/\D/gu, '') : '';
  const phone =
    digits.length < 3 ? sql`` : sql` or regexp_replace(${users.tel}, '[^0-9]', '', 'g') like ${containing(digits)}`;
  return sql`select ${users.id} from ${users} where lower(${users.mail}) like ${pattern}
    or lower(${users.prenom}) like ${pattern} or lower(${users.nom}) like ${pattern}
    or lower(${users.tel}) like ${pattern}${phone}`;
}

/**
 * Moves the account to another sign-in address, the row locked: answers the address it had, or
 * 'taken' when another account holds the new one (the unique index stays the last word on a race).
 */
export async function replaceUserMail(
  tx: Transaction,
  userId: number,
  mail: string,
): Promise<{ before: string; version: number } | 'taken' | null> {
  const [current] = await tx
    .select({ mail: users.mail, version: users.version })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!current) return null;
  if (current.mail === mail) return { before: current.mail, version: current.version };
  const [holder] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.mail, mail), ne(users.id, userId)));
  if (holder) return 'taken';
  const [updated] = await tx
    .update(users)
    .set({ mail, version: sql`${users.version} + 1` })
    .where(eq(users.id, userId))
    .returning({ version: users.version });
  return { before: current.mail, version: updated!.version };
}

/**
 * The ids of the accounts a staff search finds, as a subquery: the start of the mail, first or
 * last name, or of the phone number when the text is one (as typed, or its digits alone). Each
 * part reads a prefix index, so the search costs the same on a million accounts.
 */
export function userIdsFound(text: string): SQL {
  // lower(…) LIKE rather than ILIKE, so the prefix indexes of users (text_pattern_ops) apply.
  const prefix = startingWith(text.toLowerCase());
  const byName = sql`select ${users.id} from ${users} where ${users.mail} like ${prefix}
    or lower(${users.prenom}) like ${prefix} or lower(${users.nom}) like ${prefix}`;
  const phone = phoneSearch(text);
  if (phone === null) return byName;
  const digits = phone.replace(/\D/gu, '');
  return sql`${byName} union select ${users.id} from ${users}
    where ${users.tel} like ${startingWith(phone)} or ${users.tel} like ${startingWith(digits)}`;
}

/** Every account holding a staff scope, with its role, by name. */
export function selectStaffAccounts(db: Database | Transaction) {
  return db
    .select({
      id: users.id,
      prenom: users.prenom,
      nom: users.nom,
      mail: users.mail,
      scopes: users.scopes,
      role: users.role,
    })
    .from(users)
    .where(sql`${users.scopes} && array['admin', 'ambassadeur']::text[]`)
    .orderBy(users.nom, users.prenom, users.id);
}

/**
 * The administrators (admin scope, no role or the built-in one), their rows locked until the
 * transaction ends: two demotions at once count each other's and cannot leave none.
 */
export async function lockAdministratorIds(tx: Transaction): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(sql`'admin' = any(${users.scopes})`, or(isNull(users.role), eq(users.role, 'administrateur'))))
    .orderBy(users.id)
    .for('update');
  return rows.map((row) => row.id);
}

/** Makes the account staff with this role, or (null) takes the admin scope and role away. */
export async function updateStaffRole(tx: Transaction, userId: number, role: string | null) {
  const scopes =
    role === null
      ? sql`array_remove(${users.scopes}, 'admin')`
      : sql`case when 'admin' = any(${users.scopes}) then ${users.scopes} else array_append(${users.scopes}, 'admin') end`;
  await tx
    .update(users)
    .set({ role, scopes, version: sql`${users.version} + 1` })
    .where(eq(users.id, userId));
}

/** The customers (never staff) after `afterId`, by id: a page of the streamed customer export. */
export function selectCustomersAfter(db: Database | Transaction, afterId: number, limit: number) {
  return db
    .select({
      id: users.id,
      mail: users.mail,
      prenom: users.prenom,
      nom: users.nom,
      tel: users.tel,
      langue: users.langue,
      newsletters: users.newsletters,
      created: users.created,
    })
    .from(users)
    .where(and(gt(users.id, afterId), sql`not (${users.scopes} && array['admin', 'ambassadeur']::text[])`))
    .orderBy(users.id)
    .limit(limit);
}

/** Among these accounts, the customers (no staff scope) who accept marketing mail, with their language. */
export function selectMarketingAudience(db: Database | Transaction, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: users.id, mail: users.mail, prenom: users.prenom, langue: users.langue })
    .from(users)
    .where(
      and(
        inArray(users.id, [...ids]),
        eq(users.newsletters, true),
        sql`not (${users.scopes} && array['admin', 'ambassadeur']::text[])`,
      ),
    );
}
