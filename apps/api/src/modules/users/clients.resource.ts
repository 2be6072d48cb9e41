import { randomBytes } from 'node:crypto';
import { clientsResource } from '@boutique/domain';
import { arrayContains, eq, gte, lt, sql } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import { shopDay, shopDayStart } from '../../lib/shop-time.ts';
import { setAmbassador } from '../ambassador/ambassador-status.ts';
import { accountIdsMatching } from '../auth/users.service.ts';
import { defineResource, type Row } from '../admin-resources/define-resource.ts';

type UserRow = typeof users.$inferSelect;

/** The columns staff read: the descriptor's fields, never the password hash, Stripe id or Google subject. */
const SHOWN = Object.keys(clientsResource.row.shape) as (keyof UserRow)[];

/**
 * Customer accounts (the `users` table, owned by auth and users). Served at `/api/clients`: the
 * customer's own `PUT /api/users/{id}` answers the registry's path. Accounts are created by sign-up
 * and erased by their owner (GDPR), so the back office neither creates nor deletes one. `present`
 * answers the descriptor's fields only.
 * Ticking or unticking "Ambassadeur" is the one staff action that makes or unmakes an ambassador:
 * the flag, the scope and the referral code change together, in the edit's transaction.
 */
export const clientsDefinition = defineResource({
  descriptor: clientsResource,
  table: users,
  omit: ['create', 'delete'],
  filters: {
    q: (text) => sql`${users.id} in (${accountIdsMatching(text)})`,
    scope: (scope) => arrayContains(users.scopes, [scope]),
    newsletters: (subscribed) => eq(users.newsletters, subscribed),
    du: (day) => gte(users.created, shopDayStart(day)),
    au: (day) => lt(users.created, shopDayStart(day, 1)),
  },
  afterUpdate: async (tx, before, after) => {
    if (before.ambassadeur === after.ambassadeur) return;
    return { ...after, scopes: await setAmbassador(tx, Number(after.id), after.ambassadeur === true) };
  },
  present: (_db, rows) =>
    Promise.resolve(
      rows.map((row) => {
        const user = row as UserRow;
        const shown = Object.fromEntries(SHOWN.map((column) => [column, user[column]]));
        return {
          ...shown,
          created: user.created instanceof Date ? user.created.toISOString() : String(user.created),
        } satisfies Row;
      }),
    ),
  sample: () => ({}),
  sampleChange: () => ({ tel: `06 ${randomBytes(3).toString('hex')}`.slice(0, 20) }),
  sampleFilters: (row) => {
    const day = shopDay(new Date(String(row.created)));
    const mail = String(row.mail);
    return [
      { q: mail, newsletters: String(row.newsletters) },
      { q: String(row.nom), du: day, au: day },
      { q: mail, scope: 'ambassadeur' },
    ];
  },
});
