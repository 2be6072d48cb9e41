import { priceForRegime, repriceForRegime, shownPrices, SHOP_COUNTRY, type CountryPrices } from '@boutique/domain';
import type { Database } from '../../db/client.ts';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import { destinationVat } from './destination-vat.ts';

/**
 * The catalogue's prices for a delivery country, so the shop can show a visitor the prices of
 * their country before checkout without shipping rates or rules to the browser.
 */
export async function countryPrices(
  db: Database,
  catalogue: Pick<CatalogueService, 'getProducts'>,
  pays: string,
): Promise<CountryPrices> {
  const { regime, mode } = await destinationVat(db, pays);
  const tva = { pays: regime.pays, taux_bps: regime.taux_bps };
  if (regime.pays === SHOP_COUNTRY) return { code: 200, pays, tva, prix: [] };
  const variants = (await catalogue.getProducts('fr')).flatMap((product) => product.declinaisons);
  return {
    code: 200,
    pays,
    tva,
    prix: variants.map((variant) => {
      const repriced = repriceForRegime(variant, regime, mode);
      const prior =
        variant.prix_anterieur_ht !== null && variant.prix_anterieur_ttc !== null
          ? priceForRegime({ prix_ht: variant.prix_anterieur_ht, prix_ttc: variant.prix_anterieur_ttc }, regime, mode)
          : null;
      return {
        id: variant.id,
        ...shownPrices(repriced, prior),
      };
    }),
  };
}
