import { randomBytes } from 'node:crypto';
import { adressesClientsResource } from '@boutique/domain';
import { eq, ilike, sql } from 'drizzle-orm';
import { adresses } from '../../db/schema/index.ts';
import { contactsOf, accountIdsMatching } from '../auth/users.service.ts';
import { defineResource, type Row } from '../admin-resources/define-resource.ts';
import { startingWith } from '../admin-resources/search.ts';

type AddressRow = typeof adresses.$inferSelect;

/**
 * Customers' addresses (the `adresses` table, owned by the addresses module), served at
 * `/api/adresses-clients`: the customer's own `PUT /api/adresses/{id}` answers the registry's path.
 * Staff correct the postal fields only: the customer creates and deletes an address and picks the
 * default ones (kept exclusive by the addresses module).
 */
export const adressesClientsDefinition = defineResource({
  descriptor: adressesClientsResource,
  table: adresses,
  omit: ['create', 'delete'],
  filters: {
    user: (id) => eq(adresses.user_id, id),
    client: (text) => sql`${adresses.user_id} in (${accountIdsMatching(text)})`,
    ville: (text) => ilike(adresses.ville, startingWith(text)),
    pays: (code) => eq(adresses.pays, code),
  },
  present: async (db, rows) => {
    const contacts = await contactsOf(db, [...new Set(rows.map((row) => row.user_id as number))]);
    const byId = new Map(contacts.map(({ id, ...contact }) => [id, contact]));
    return rows.map((row) => {
      const address = row as AddressRow;
      return {
        ...address,
        client: byId.get(address.user_id) ?? null,
        created: address.created instanceof Date ? address.created.toISOString() : String(address.created),
      } satisfies Row;
    });
  },
  sample: () => ({}),
  sampleChange: () => ({ ligne2: `Bâtiment ${randomBytes(3).toString('hex')}` }),
  sampleFilters: (row) => {
    const mail = (row.client as { mail: string } | null)?.mail ?? '';
    return [
      { user: String(row.user_id), ville: String(row.ville) },
      { client: mail, pays: String(row.pays) },
    ];
  },
});
