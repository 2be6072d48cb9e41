import { displayedPrice, formatEuros, priorPriceForMode, type Cents, type SalePricePair } from '@boutique/domain';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { useLocaleTag } from '../../../lib/locale-context.tsx';
import { usePriceMode } from '../../../lib/use-price-mode.ts';
import styles from './price-tag.module.css';

/** A variant's prices, with the prior price of its reduction when the catalogue knows it. */
export interface PricedItem extends SalePricePair {
  prix_anterieur_ht?: Cents | null;
  prix_anterieur_ttc?: Cents | null;
}

interface PriceTagProps {
  /** The variant whose price is shown, in the visitor's price mode (displayedPrice). */
  item: PricedItem;
  size?: 'card' | 'page';
}

/**
 * A variant's price in the visitor's mode (HT for a customer who chose it, as in the basket) and
 * the page's number format, tabular figures, the initial price struck through beside it. The HT
 * mode is named beside the price, since TTC is what every other shop shows. Beside a reduction,
 * the law's reference: the lowest price of the 30 days before it (Omnibus, prix_anterieur).
 */
export function PriceTag({ item, size = 'card' }: PriceTagProps) {
  const { t } = useTranslation();
  const localeTag = useLocaleTag();
  const { priceCents, initialCents, mode } = displayedPrice(item, usePriceMode());
  const priorCents =
    initialCents === null
      ? null
      : priorPriceForMode(
          { prix_anterieur_ht: item.prix_anterieur_ht ?? null, prix_anterieur_ttc: item.prix_anterieur_ttc ?? null },
          mode,
        );
  return (
    <p className={styles.price} data-size={size} data-mode={mode}>
      <span className={styles.current}>{formatEuros(priceCents, localeTag)}</span>
      {mode === 'ht' && <span className={styles.mode}>{t('panier.mode_ht')}</span>}
      {initialCents !== null && (
        <s className={styles.initial}>
          <span className="visually-hidden">{t('produit.prix_initial')} </span>
          {formatEuros(initialCents, localeTag)}
        </s>
      )}
      {priorCents !== null && (
        <small className={styles.prior}>
          {t('produit.prix_anterieur', { prix: formatEuros(priorCents, localeTag) })}
        </small>
      )}
    </p>
  );
}
