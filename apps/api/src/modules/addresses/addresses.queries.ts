import { and, asc, eq, ne } from 'drizzle-orm';
import type { Address, AddressInput } from '@boutique/domain';
import type { Database, Transaction } from '../../db/client.ts';
import { adresses } from '../../db/schema/index.ts';

type AddressRow = typeof adresses.$inferSelect;

export const toAddress = ({ user_id: _user, created: _created, version: _version, ...address }: AddressRow): Address =>
  address;

/** An account's addresses, oldest first. */
export async function selectAccountAddresses(db: Database, userId: number): Promise<Address[]> {
  const rows = await db.select().from(adresses).where(eq(adresses.user_id, userId)).orderBy(asc(adresses.id));
  return rows.map(toAddress);
}

export async function insertAddress(tx: Transaction, userId: number, input: AddressInput): Promise<AddressRow> {
  const [created] = await tx
    .insert(adresses)
    .values({ ...input, user_id: userId })
    .returning();
  return created!;
}

/** Rewrites one of the account's addresses; null when the account holds no address of that id. */
export async function updateAccountAddress(
  tx: Transaction,
  userId: number,
  id: number,
  input: AddressInput,
): Promise<AddressRow | null> {
  const [updated] = await tx
    .update(adresses)
    .set(input)
    .where(and(eq(adresses.id, id), eq(adresses.user_id, userId)))
    .returning();
  return updated ?? null;
}

/** Deletes one of the account's addresses; false when the account holds no address of that id. */
export async function deleteAccountAddress(db: Database, userId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(adresses)
    .where(and(eq(adresses.id, id), eq(adresses.user_id, userId)))
    .returning({ id: adresses.id });
  return deleted.length > 0;
}

/** Only one default delivery and one default billing address per customer. */
export async function keepDefaultsExclusive(tx: Transaction, userId: number, keptId: number, input: AddressInput) {
  if (input.livraison_defaut) {
    await tx
      .update(adresses)
      .set({ livraison_defaut: false })
      .where(and(eq(adresses.user_id, userId), ne(adresses.id, keptId)));
  }
  if (input.facturation_defaut) {
    await tx
      .update(adresses)
      .set({ facturation_defaut: false })
      .where(and(eq(adresses.user_id, userId), ne(adresses.id, keptId)));
  }
}
