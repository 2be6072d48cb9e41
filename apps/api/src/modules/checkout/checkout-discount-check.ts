import { discountRefusal, type Basket, type DiscountScope, type ScopedLine } from '@boutique/domain';
import type { Database } from '../../db/client.ts';
import type { remises } from '../../db/schema/index.ts';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import { countDiscountUses, selectDiscountScope } from './checkout-state.queries.ts';

type DiscountRow = typeof remises.$inferSelect;

/** A code with the products and ranges it is restricted to. */
type ScopedDiscount = DiscountRow & { scope: DiscountScope };

export interface DiscountCheckDeps {
  db: Database;
  catalogue: Pick<CatalogueService, 'rangesOf'>;
}

/** The basket's lines as a discount's scope reads them (each product's range is read only when the code names ranges). */
async function scopedLines(
  catalogue: DiscountCheckDeps['catalogue'],
  panier: Basket,
  scope: DiscountScope,
): Promise<ScopedLine[]> {
  const ranges =
    scope.gamme_ids.length > 0
      ? await catalogue.rangesOf([...new Set(panier.lignes.map((line) => line.produit.id))])
      : new Map<number, number | null>();
  return panier.lignes.map((line) => ({
    produit_id: line.produit.id,
    gamme_id: ranges.get(line.produit.id) ?? null,
    ttc: line.declinaison.prix_ttc * line.quantity,
  }));
}

/** Why the code cannot apply to this basket now (null when it can), with its scope and the lines it reads. */
export async function judgeDiscount(
  { db, catalogue }: DiscountCheckDeps,
  remise: DiscountRow,
  panier: Basket,
  userId: number,
  hash: string,
) {
  const [usesByUser, scope] = await Promise.all([
    countDiscountUses(db, remise.id, userId, hash),
    selectDiscountScope(db, remise.id),
  ]);
  const lines = await scopedLines(catalogue, panier, scope);
  const refusal = discountRefusal(
    { ...remise, scope },
    { now: new Date(), lignesTtc: panier.total_ttc, userId, usesByUser, lines },
  );
  return { refusal, discount: { ...remise, scope } satisfies ScopedDiscount, lines };
}
