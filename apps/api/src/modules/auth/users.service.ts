import type { UserUpdate } from '@boutique/domain';
import type { SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import {
  anonymiseUser,
  findUserById,
  findUserByMail,
  insertUser,
  lockAdministratorIds,
  replaceUserMail,
  selectAdminContacts,
  selectContacts,
  selectCustomersAfter,
  selectMarketingAudience,
  selectStaffAccounts,
  updateStaffRole,
  updateUserProfile,
  userIdsFound,
  userIdsMatching,
  type UserRow,
} from './auth.queries.ts';

/**
 * The accounts, as other modules see them: auth owns the users table, so every other module reads
 * and writes accounts through these functions, never through auth's queries.
 */

export type { UserRow };

/** The account with this id, or null. */
export function findUser(db: Database, id: number): Promise<UserRow | null> {
  return findUserById(db, id);
}

/** The account signing in with this address, or null. */
export function byMail(db: Database, mail: string): Promise<UserRow | null> {
  return findUserByMail(db, mail);
}

/** Creates an account; null when the address is already taken (race-free). */
export function createUser(db: Pick<Database, 'insert'>, values: Parameters<typeof insertUser>[1]) {
  return insertUser(db, values);
}

/** Names and mails of some accounts, for lists that show who a row belongs to. */
export function contactsOf(db: Database | Transaction, ids: readonly number[]) {
  return selectContacts(db, ids);
}

/** Name and mail of one account, or null: whom a mail about their order greets. */
export async function contactOf(db: Database | Transaction, id: number) {
  return (await selectContacts(db, [id]))[0] ?? null;
}

/** Names and mails of the accounts among these ids that hold the admin scope. */
export function adminContactsOf(db: Database | Transaction, ids: readonly number[]) {
  return selectAdminContacts(db, ids);
}

/** Moves the account to another sign-in address, the row locked ('taken' when another holds it). */
export function changeMail(tx: Transaction, userId: number, mail: string) {
  return replaceUserMail(tx, userId, mail);
}

/** The holder's own profile edit; null when the account is gone. */
export function updateProfile(db: Database, userId: number, values: UserUpdate): Promise<UserRow | null> {
  return updateUserProfile(db, userId, values);
}

/** Account deletion: no way to sign in and no personal detail remain, the row stays for the orders. */
export function anonymiseAccount(tx: Transaction, userId: number): Promise<void> {
  return anonymiseUser(tx, userId);
}

/**
 * The ids of the accounts a staff search finds by the start of a mail, name or phone, as a
 * subquery for `in (…)`: indexed, for the large lists (orders, the header's search).
 */
export function accountIdsFound(text: string): SQL {
  return userIdsFound(text);
}

/** The ids of the accounts whose mail, names or phone hold the text anywhere, as a subquery for `in (…)`. */
export function accountIdsMatching(text: string): SQL {
  return userIdsMatching(text);
}

/** Every member of staff (admin or ambassador scope) with their role, by name. */
export function staffAccounts(db: Database | Transaction) {
  return selectStaffAccounts(db);
}

/** The administrators' ids, locked for the caller's transaction (a demotion must leave one). */
export function lockAdministrators(tx: Transaction) {
  return lockAdministratorIds(tx);
}

/** Gives the account the admin scope and this role, or (null) takes both away. */
export function setStaffRole(tx: Transaction, userId: number, role: string | null) {
  return updateStaffRole(tx, userId, role);
}

/** Among these accounts, the customers who accept marketing mail (never staff): mail, first name, language. */
export function marketingAudience(db: Database | Transaction, ids: readonly number[]) {
  return selectMarketingAudience(db, ids);
}

/** A page of customers (never staff) after `afterId`, by id, for the streamed customer export. */
export function customersAfter(db: Database | Transaction, afterId: number, limit: number) {
  return selectCustomersAfter(db, afterId, limit);
}
