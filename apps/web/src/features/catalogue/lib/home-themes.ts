import { DEFAULT_HOME_RITUALS, type HomeRitual, type HomeRitualKey, type Produit } from '@boutique/domain';

export type HomeThemeKey = HomeRitualKey;

export interface HomeTheme {
  key: HomeThemeKey;
  produits: Produit[];
}

/**
 * Each ritual with its online products in the chosen order (GET /api/accueil; the defaults until
 * it answers); a ritual with none is left out.
 */
export function pickThemes(
  produits: readonly Produit[],
  rituels: readonly HomeRitual[] = DEFAULT_HOME_RITUALS,
): HomeTheme[] {
  const byId = new Map(produits.map((produit) => [produit.id, produit]));
  return rituels.flatMap(({ cle, produit_ids }) => {
    const found = produit_ids.flatMap((id) => byId.get(id) ?? []);
    return found.length > 0 ? [{ key: cle, produits: found }] : [];
  });
}
