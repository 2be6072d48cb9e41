/** The part of a product that cross-selling and suggestions look at. */
export interface AssociableProduct {
  id: number;
  offline: boolean;
  associes: readonly { produit_associe_id: number }[];
  declinaisons: readonly { stock: { total: number } | null }[];
}

/**
 * Ranks the products associated with the basket's products by how many basket products point to
 * them, most first (ties keep first-seen order), leaving out products already in the basket.
 */
export function rankCrossSell(basketProducts: readonly AssociableProduct[]): number[] {
  const inBasket = new Set(basketProducts.map((product) => product.id));
  const votes = new Map<number, number>();
  for (const product of basketProducts) {
    for (const { produit_associe_id: id } of new Set(product.associes)) {
      if (!inBasket.has(id)) votes.set(id, (votes.get(id) ?? 0) + 1);
    }
  }
  return [...votes.entries()].sort((a, b) => b[1] - a[1]).map(([id]) => id);
}

/** Total stock of a product across its variants (untracked variants count as zero). */
export function calculateTotalStock(product: Pick<AssociableProduct, 'declinaisons'>): number {
  return product.declinaisons.reduce((sum, variant) => sum + Math.max(0, variant.stock?.total ?? 0), 0);
}

/** Products eligible for a random suggestion: online, with stock left across their variants. */
export function filterSuggestible<T extends AssociableProduct>(products: readonly T[]): T[] {
  return products.filter((product) => !product.offline && calculateTotalStock(product) > 0);
}

/** Picks one suggestible product at random (`random` returns [0, 1)), or null when none fits. */
export function pickRandomSuggestion<T extends AssociableProduct>(
  products: readonly T[],
  random: () => number = Math.random,
): T | null {
  const eligible = filterSuggestible(products);
  return eligible[Math.floor(random() * eligible.length)] ?? null;
}
