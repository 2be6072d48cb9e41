import type { CheckoutTotals } from '@boutique/domain';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { useLocaleTag } from '../../../lib/locale-context.tsx';
import { formatRate, useMoney } from '../lib/use-money.ts';
import styles from './summary.module.css';

interface TotalsListProps {
  totals: CheckoutTotals;
  /** The delivery line: its price, "Offerte", or "to be chosen" while no method applies. */
  hasDelivery: boolean;
  discountCode?: string | null | undefined;
}

/**
 * The totals exactly as the server answered them: sub-total, delivery, discount, VAT by rate,
 * total HT and total TTC. Nothing here is computed.
 */
export function TotalsList({ totals, hasDelivery, discountCode }: TotalsListProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const tag = useLocaleTag();
  return (
    <dl className={styles.totals}>
      <div>
        <dt>{t('checkout.totaux.sous_total')}</dt>
        <dd>{money(totals.lignes_ttc)}</dd>
      </div>
      <div>
        <dt>{t('checkout.totaux.livraison')}</dt>
        <dd>
          {!hasDelivery
            ? t('checkout.totaux.livraison_a_choisir')
            : totals.livraison_ttc === 0
              ? t('checkout.livraison.offerte')
              : money(totals.livraison_ttc)}
        </dd>
      </div>
      {totals.remise_ttc > 0 && (
        <div className={styles.discount}>
          <dt>
            {discountCode ? t('checkout.totaux.remise_code', { code: discountCode }) : t('checkout.totaux.remise')}
          </dt>
          <dd>−{money(totals.remise_ttc)}</dd>
        </div>
      )}
      {totals.tva.map((line) => (
        <div key={line.taux_bps}>
          <dt>{t('checkout.totaux.tva', { taux: formatRate(line.taux_bps, tag) })}</dt>
          <dd>{money(line.montant)}</dd>
        </div>
      ))}
      <div>
        <dt>{t('checkout.totaux.total_ht')}</dt>
        <dd>{money(totals.total_ht)}</dd>
      </div>
      <div className={styles.grand}>
        <dt>{t('checkout.totaux.total_ttc')}</dt>
        <dd data-testid="checkout-total">{money(totals.total_ttc)}</dd>
      </div>
    </dl>
  );
}
