import type { CountryPrices } from '@boutique/domain';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { useLocaleTag } from '../../../lib/locale-context.tsx';
import { countryName } from '../../checkout/lib/countries.ts';
import styles from './product-details.module.css';

/** Says which country the price shown is for: "Prix TTC pour la livraison en Allemagne". */
export function CountryPriceNote({ country, vat }: { country: string | null; vat: CountryPrices['tva'] | null }) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  if (!country || !vat) return null;
  const pays = countryName(country, tag);
  return (
    <p className={styles.countryNote} data-testid="country-price-note">
      {vat.pays === null ? t('produit.prix_pays_hors_tva', { pays }) : t('produit.prix_pays_ttc', { pays })}
    </p>
  );
}
