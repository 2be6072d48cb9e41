import type { Produit } from '@boutique/domain';

/** The home page's four rituals (spec §2 and §9: two themed groups hard-wired to products 1 to 7). */
export const HOME_THEMES = [
  { key: 'mousses', produitIds: [1, 2] },
  { key: 'cremes', produitIds: [3, 4] },
  { key: 'serum', produitIds: [5] },
  { key: 'cheveux', produitIds: [7, 6] },
] as const;

export type HomeThemeKey = (typeof HOME_THEMES)[number]['key'];

export interface HomeTheme {
  key: HomeThemeKey;
  produits: Produit[];
}

/** Each theme with its online products in the listed order; a theme with none is left out. */
export function pickThemes(produits: readonly Produit[]): HomeTheme[] {
  const byId = new Map(produits.map((produit) => [produit.id, produit]));
  return HOME_THEMES.flatMap(({ key, produitIds }) => {
    const found = produitIds.flatMap((id) => byId.get(id) ?? []);
    return found.length > 0 ? [{ key, produits: found }] : [];
  });
}
