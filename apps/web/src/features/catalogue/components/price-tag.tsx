import { formatEuros, type Cents } from '@boutique/domain';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { useLocaleTag } from '../../../lib/locale-context.tsx';
import styles from './price-tag.module.css';

interface PriceTagProps {
  priceCents: Cents;
  /** Shown struck through beside the price when the item is discounted. */
  initialCents: Cents | null;
  size?: 'card' | 'page';
}

/** A price in the page's number format, tabular figures, the initial price struck through beside it. */
export function PriceTag({ priceCents, initialCents, size = 'card' }: PriceTagProps) {
  const { t } = useTranslation();
  const localeTag = useLocaleTag();
  return (
    <p className={styles.price} data-size={size}>
      <span className={styles.current}>{formatEuros(priceCents, localeTag)}</span>
      {initialCents !== null && (
        <s className={styles.initial}>
          <span className="visually-hidden">{t('produit.prix_initial')} </span>
          {formatEuros(initialCents, localeTag)}
        </s>
      )}
    </p>
  );
}
