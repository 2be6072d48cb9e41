import type { Declinaison, Produit } from '@boutique/domain';

/** The variant shown first: the product's default one, else its first; null when it has none. */
export function findDefaultDeclinaison(
  produit: Pick<Produit, 'declinaisons' | 'default_declinaison_id'>,
): Declinaison | null {
  return (
    produit.declinaisons.find((declinaison) => declinaison.id === produit.default_declinaison_id) ??
    produit.declinaisons[0] ??
    null
  );
}
