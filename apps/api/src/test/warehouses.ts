import { and, asc, eq, gt } from 'drizzle-orm';
import { expect } from 'vitest';
import { declinaisons, entrepots, produits } from '../db/schema/index.ts';
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

/**
 * Hands out, one a call and never twice, the variants of online products that still have units:
 * a test that moves stock takes one no earlier test of its file touched, so no other warehouse
 * holds any of its units. `withStock(units)` sets the variant's stock to `units` in the first
 * warehouse, as the admin whose token is given, and answers the variant's id.
 */
export async function untouchedVariants(ctx: TestContext, admin: string) {
  const warehouse = await firstWarehouse(ctx);
  const handedOut = new Set<number>();
  return {
    /** The first warehouse, where `withStock` puts the units. */
    warehouse,
    async withStock(units: number) {
      const candidates = await ctx.database.db
        .select({ id: declinaisons.id })
        .from(declinaisons)
        .innerJoin(produits, eq(produits.id, declinaisons.produit_id))
        .where(and(gt(declinaisons.stock, 0), eq(produits.offline, false)))
        .orderBy(declinaisons.id);
      const variant = candidates.find((candidate) => !handedOut.has(candidate.id))!.id;
      handedOut.add(variant);
      const set = await ctx.app.inject({
        method: 'POST',
        url: `/api/stocks/${variant}/ajustement`,
        payload: { entrepot_id: warehouse, operation: 'fixer', quantite: units, motif: 'adjustment' },
        headers: { authorization: `Bearer ${admin}` },
      });
      expect(set.statusCode, set.body).toBe(200);
      return variant;
    },
  };
}

export type UntouchedVariants = Awaited<ReturnType<typeof untouchedVariants>>;
