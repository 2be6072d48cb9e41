import { reductionReference, type BasketLine } from '@boutique/domain';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { usePriceMode } from '../../../lib/use-price-mode.ts';
import { useMoney } from '../lib/use-money.ts';
import styles from './summary.module.css';

/** The basket's lines: product, variant, quantity × unit price, line total (the reduction's reference struck through). */
export function BasketLines({ lines }: { lines: readonly BasketLine[] }) {
  const { t } = useTranslation();
  const money = useMoney();
  const isHt = usePriceMode() === 'ht';
  return (
    <ul className={styles.lines}>
      {lines.map((line) => {
        const unit = isHt ? line.declinaison.prix_ht : line.declinaison.prix_ttc;
        const total = isHt ? line.prix_total_ht : line.prix_total;
        const initial = isHt ? line.prix_total_initial_ht : line.prix_total_initial;
        // A reduction is announced against the unit's lowest price of the 30 days before it.
        const prior = isHt ? line.declinaison.prix_anterieur_ht : line.declinaison.prix_anterieur_ttc;
        const reference = initial > total ? reductionReference(total, prior, line.quantity) : null;
        return (
          <li key={line.id} className={styles.line}>
            <span className={styles.lineName}>{line.produit.label}</span>
            <span className={styles.lineDetail}>
              {[line.declinaison.conteneur, line.declinaison.label].filter(Boolean).join(' · ')} —{' '}
              {t('checkout.recap.quantite', { qtt: line.quantity, prix: money(unit) })}
            </span>
            {reference !== null && prior !== null && (
              <span className={styles.lineDetail}>{t('produit.prix_anterieur', { prix: money(prior) })}</span>
            )}
            <span className={styles.linePrice}>
              {reference !== null && (
                <s className={styles.struck}>
                  <span className="visually-hidden">{t('checkout.recap.prix_initial')} </span>
                  {money(reference)}
                </s>
              )}
              <span>{money(total)}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
