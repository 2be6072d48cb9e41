import type { Produit } from '@boutique/domain';

/**
 * The products a product page suggests ("Vous aimerez aussi"): its `associes`, in their order,
 * found in the catalogue list and kept only when online; never the product itself, never twice.
 */
export function relatedProducts(produit: Produit, produits: readonly Produit[]): Produit[] {
  const byId = new Map(produits.map((item) => [item.id, item]));
  const seen = new Set<number>([produit.id]);
  const related: Produit[] = [];
  for (const { produit_associe_id: id } of produit.associes) {
    const item = byId.get(id);
    if (!item || item.offline || seen.has(id)) continue;
    seen.add(id);
    related.push(item);
  }
  return related;
}
