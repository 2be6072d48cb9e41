import {
  displayedPrice,
  formatEuros,
  priorPriceForMode,
  reductionReference,
  unitPrice,
  type Cents,
  type NetContent,
  type SalePricePair,
} from '@boutique/domain';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { useLocaleTag } from '../../../lib/locale-context.tsx';
import { usePriceMode } from '../../../lib/use-price-mode.ts';
import styles from './price-tag.module.css';

/** A variant's prices, with the prior price of its reduction when the catalogue knows it. */
export interface PricedItem extends SalePricePair, Partial<NetContent> {
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
 * the page's number format, tabular figures. The HT mode is named beside the price, since TTC is
 * what every other shop shows. A reduction is announced against the law's reference, the lowest
 * price of the 30 days before it (prix_anterieur), struck through and named; without one, none is.
 * A variant that declares its content also shows its price per litre or kilogram (98/6/EC).
 */
export function PriceTag({ item, size = 'card' }: PriceTagProps) {
  const { t } = useTranslation();
  const localeTag = useLocaleTag();
  const { priceCents, initialCents, mode } = displayedPrice(item, usePriceMode());
  const prior = priorPriceForMode(
    { prix_anterieur_ht: item.prix_anterieur_ht ?? null, prix_anterieur_ttc: item.prix_anterieur_ttc ?? null },
    mode,
  );
  const reference = initialCents === null ? null : reductionReference(priceCents, prior);
  const perUnit = unitPrice(priceCents, { contenance: item.contenance ?? null, unite: item.unite ?? null });
  return (
    <p className={styles.price} data-size={size} data-mode={mode}>
      <span className={styles.current}>{formatEuros(priceCents, localeTag)}</span>
      {mode === 'ht' && <span className={styles.mode}>{t('panier.mode_ht')}</span>}
      {reference !== null && (
        <>
          <s className={styles.initial}>
            <span className="visually-hidden">{t('produit.prix_initial')} </span>
            {formatEuros(reference, localeTag)}
          </s>
          <small className={styles.prior}>
            {t('produit.prix_anterieur', { prix: formatEuros(reference, localeTag) })}
          </small>
        </>
      )}
      {perUnit !== null && (
        <small className={styles.perUnit}>
          {t(`produit.prix_unitaire_${perUnit.per}`, { prix: formatEuros(perUnit.cents, localeTag) })}
        </small>
      )}
    </p>
  );
}
