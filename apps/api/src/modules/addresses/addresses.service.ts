import type { Address, AddressInput } from '@boutique/domain';
import type { Database, Transaction } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import {
  deleteAccountAddress,
  insertAddress,
  keepDefaultsExclusive,
  toAddress,
  updateAccountAddress,
} from './addresses.queries.ts';

/** What other modules may ask of the addresses: an account's own, for the back office's customer page. */
export { selectAccountAddresses as accountAddresses } from './addresses.queries.ts';

/** Saves a new address on an account, in the caller's transaction (a staff order's delivery address). */
export function insertAccountAddress(tx: Transaction, userId: number, input: AddressInput) {
  return insertAddress(tx, userId, input);
}

/** The customer adds an address; a default one takes the default from their others. */
export async function addOwnAddress(db: Database, userId: number, input: AddressInput): Promise<Address> {
  const row = await db.transaction(async (tx) => {
    const created = await insertAddress(tx, userId, input);
    await keepDefaultsExclusive(tx, userId, created.id, input);
    return created;
  });
  return toAddress(row);
}

/** The customer rewrites one of their addresses; another customer's id answers 404. */
export async function updateOwnAddress(
  db: Database,
  userId: number,
  id: number,
  input: AddressInput,
): Promise<Address> {
  const row = await db.transaction(async (tx) => {
    const updated = await updateAccountAddress(tx, userId, id, input);
    if (!updated) throw notFound('Adresse introuvable.', 'address_not_found');
    await keepDefaultsExclusive(tx, userId, updated.id, input);
    return updated;
  });
  return toAddress(row);
}

/** The customer deletes one of their addresses; another customer's id answers 404. */
export async function deleteOwnAddress(db: Database, userId: number, id: number): Promise<void> {
  if (!(await deleteAccountAddress(db, userId, id))) throw notFound('Adresse introuvable.', 'address_not_found');
}
