import type { Order, PriceMode } from '@boutique/domain';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { useFormatters } from '../lib/use-formatters.ts';
import styles from './order-totals.module.css';

/** Subtotal, delivery, discount, the VAT of each rate, and the totals excluding and including VAT. */
export function OrderTotals({ order, mode }: { order: Order; mode: PriceMode }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const vat = order.tva.reduce((total, line) => total + line.montant, 0);
  return (
    <dl className={styles.totals}>
      <div className={styles.row}>
        <dt>{t(`compte.commande.sous_total_${mode}`)}</dt>
        <dd>{format.euros(mode === 'ht' ? order.lignes_ht : order.lignes_ttc)}</dd>
      </div>
      {order.livraison && (
        <div className={styles.row}>
          <dt>{t('compte.commande.livraison', { methode: order.livraison.label })}</dt>
          <dd>
            {order.livraison.prix_ttc === 0 ? t('compte.commande.offerte') : format.euros(order.livraison.prix_ttc)}
          </dd>
        </div>
      )}
      {order.remise && (
        <div className={styles.row}>
          <dt>{t('compte.commande.remise', { code: order.remise.code })}</dt>
          <dd>{format.euros(-order.remise.montant)}</dd>
        </div>
      )}
      <div className={styles.row} data-strong="true">
        <dt>{t('compte.commande.total_ht')}</dt>
        <dd>{format.euros(order.total_ht)}</dd>
      </div>
      {order.tva.map((line) => (
        <div key={line.taux_bps} className={styles.row}>
          <dt>
            {t('compte.commande.tva_taux', { taux: format.percent(line.taux_bps), base: format.euros(line.base_ht) })}
          </dt>
          <dd>{format.euros(line.montant)}</dd>
        </div>
      ))}
      {order.tva.length > 1 && (
        <div className={styles.row}>
          <dt>{t('compte.commande.tva_totale')}</dt>
          <dd>{format.euros(vat)}</dd>
        </div>
      )}
      <div className={styles.row} data-strong="true" data-grand="true">
        <dt>{t('compte.commande.total_ttc')}</dt>
        <dd>{format.euros(order.total_ttc)}</dd>
      </div>
    </dl>
  );
}
