import type { CheckoutState } from '@boutique/domain';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { useLocaleTag } from '../../../lib/locale-context.tsx';
import { countryName } from '../../../lib/country-name.ts';
import styles from './summary.module.css';

/**
 * Which country the prices are for, once the delivery country is known: VAT by destination makes
 * the same basket cost differently in Germany, France or Switzerland (no VAT outside the EU).
 */
export function VatNote({ vat }: { vat: CheckoutState['tva'] }) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  if (!vat) return null;
  const pays = countryName(vat.destination, tag);
  return (
    <p className={styles.address} data-testid="checkout-vat-note">
      {vat.pays === null
        ? t('checkout.totaux.prix_hors_tva_pays', { pays })
        : t('checkout.totaux.prix_ttc_pays', { pays })}
    </p>
  );
}
