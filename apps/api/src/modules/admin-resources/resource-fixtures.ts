import type { TestContext } from '../../test/test-app.ts';
import { insertPaidOrder, signUpCustomer } from '../invoices/order-fixtures.ts';

let orders = 0;

/**
 * Test records of the resources the back office does not create (their `create` route is
 * omitted): written as the owning module leaves them, one fresh customer each so that a customer
 * filter finds exactly it. Answers the record's key.
 */
export const RESOURCE_FIXTURES: Record<string, (ctx: TestContext) => Promise<string | number>> = {
  commandes: async (ctx) => {
    orders += 1;
    const customer = await signUpCustomer(ctx);
    const order = await insertPaidOrder(ctx.database.db, customer.userId, {
      // Midday: the same day in UTC and in the shop's zone, for the date filter case.
      created: new Date(`2026-03-${String(1 + (orders % 28)).padStart(2, '0')}T12:00:00Z`),
      total_ttc: 10_000 + orders * 137,
      test: orders % 2 === 0,
    });
    return order.hash;
  },
};
