import type { Gamme, Produit } from '@boutique/domain';

export interface RangeGroup {
  /** Null for products outside any range; that group comes last. */
  gamme: Gamme | null;
  produits: Produit[];
}

/** Groups products by range, ranges in their `ordre`, products in the server's order within each. */
export function groupByGamme(produits: readonly Produit[]): RangeGroup[] {
  const groups = new Map<number | null, RangeGroup>();
  for (const produit of produits) {
    const key = produit.gamme?.id ?? null;
    const group = groups.get(key) ?? { gamme: produit.gamme, produits: [] };
    group.produits.push(produit);
    groups.set(key, group);
  }
  return [...groups.values()].sort(
    (a, b) => (a.gamme?.ordre ?? Number.POSITIVE_INFINITY) - (b.gamme?.ordre ?? Number.POSITIVE_INFINITY),
  );
}
