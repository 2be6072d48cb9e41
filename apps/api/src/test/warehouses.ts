import { asc } from 'drizzle-orm';
import { entrepots } from '../db/schema/index.ts';
import type { TestContext } from './test-app.ts';

/** The warehouse sales take from first (lowest `ordre`): where the seeded stock and the tests' units sit. */
export async function firstWarehouse(ctx: TestContext) {
  const [first] = await ctx.database.db
    .select({ id: entrepots.id })
    .from(entrepots)
    .orderBy(asc(entrepots.ordre), asc(entrepots.id))
    .limit(1);
  return first!.id;
}
