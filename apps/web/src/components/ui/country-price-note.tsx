import { countryName } from '../../lib/country-name.ts';
import { useCountryPrices } from '../../lib/country-prices.ts';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useLocaleTag } from '../../lib/locale-context.tsx';
import styles from './country-price-note.module.css';

/** Says which country the prices shown are for: "Prix TTC pour la livraison en Allemagne". */
export function CountryPriceNote() {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const { country, vat } = useCountryPrices();
  if (!country || !vat) return null;
  const pays = countryName(country, tag);
  return (
    <p className={styles.note} data-testid="country-price-note">
      {vat.pays === null ? t('produit.prix_pays_hors_tva', { pays }) : t('produit.prix_pays_ttc', { pays })}
    </p>
  );
}
