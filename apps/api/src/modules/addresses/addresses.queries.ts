import { asc, eq } from 'drizzle-orm';
import type { Address } from '@boutique/domain';
import type { Database } from '../../db/client.ts';
import { adresses } from '../../db/schema/index.ts';

type AddressRow = typeof adresses.$inferSelect;

export const toAddress = ({ user_id: _user, created: _created, version: _version, ...address }: AddressRow): Address =>
  address;

/** An account's addresses, oldest first. */
export async function selectAccountAddresses(db: Database, userId: number): Promise<Address[]> {
  const rows = await db.select().from(adresses).where(eq(adresses.user_id, userId)).orderBy(asc(adresses.id));
  return rows.map(toAddress);
}
