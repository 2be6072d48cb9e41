import type { AddressInput } from '@boutique/domain';
import type { Transaction } from '../../db/client.ts';
import { adresses } from '../../db/schema/index.ts';
/** What other modules may ask of the addresses: an account's own, for the back office's customer page. */
export { selectAccountAddresses as accountAddresses } from './addresses.queries.ts';

/** Saves a new address on an account, in the caller's transaction (a staff order's delivery address). */
export async function insertAccountAddress(tx: Transaction, userId: number, input: AddressInput) {
  const [created] = await tx
    .insert(adresses)
    .values({ ...input, user_id: userId })
    .returning();
  return created!;
}
