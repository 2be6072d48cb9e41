import { formatEuros, type AdminOrderDetail } from '@boutique/domain';
import { useId } from 'react';
import stackedTable from '../../../components/ui/stacked-table.module.css';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { useLocaleTag } from '../../../lib/locale-context.tsx';
import styles from '../../admin.module.css';
import own from '../orders.module.css';
import { tableRegion } from '../../kit/table-region.ts';

/** A rate in basis points as people read it: 2000 → "20 %", 550 → "5,5 %". */
function useRate() {
  const tag = useLocaleTag();
  const percent = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 1 });
  return (bps: number) => percent.format(bps / 10_000);
}

/**
 * The order's lines (product and variant, quantity, unit prices HT and TTC, VAT rate, line total)
 * and its amounts: lines, delivery, discount, VAT by rate, totals HT and TTC.
 */
export function OrderLines({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const rate = useRate();
  const titleId = useId();
  const euros = (cents: number) => formatEuros(cents, tag);
  const { totaux } = order;
  const columns = {
    article: t('admin.commande.colonnes.article'),
    quantite: t('admin.commande.colonnes.quantite'),
    prixHt: t('admin.commande.colonnes.prix_ht'),
    prixTtc: t('admin.commande.colonnes.prix_ttc'),
    tva: t('admin.commande.colonnes.tva'),
    total: t('admin.commande.colonnes.total_ttc'),
  };
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.panelTitle}>
        {t('admin.commande.articles')}
      </h2>
      {order.lignes.length === 0 ? (
        <p className={styles.muted}>{t('admin.commande.articles_vide')}</p>
      ) : (
        <div {...tableRegion(t('admin.kit.tableau', { titre: t('admin.commande.articles') }), 'stacked')}>
          <table className={`${styles.table} ${stackedTable.stacked}`}>
            <caption className="visually-hidden">{t('admin.commande.articles')}</caption>
            <thead>
              <tr>
                <th scope="col">{columns.article}</th>
                <th scope="col" className={styles.numeric}>
                  {columns.quantite}
                </th>
                <th scope="col" className={styles.numeric}>
                  {columns.prixHt}
                </th>
                <th scope="col" className={styles.numeric}>
                  {columns.prixTtc}
                </th>
                <th scope="col" className={styles.numeric}>
                  {columns.tva}
                </th>
                <th scope="col" className={styles.numeric}>
                  {columns.total}
                </th>
              </tr>
            </thead>
            <tbody>
              {order.lignes.map((line) => (
                <tr key={line.declinaison_id}>
                  <th scope="row" data-label={columns.article}>
                    {line.produit_label}
                    <span className={styles.customerContact}>{line.label}</span>
                  </th>
                  <td className={styles.numeric} data-label={columns.quantite}>
                    {line.qtt}
                  </td>
                  <td className={styles.numeric} data-label={columns.prixHt}>
                    {euros(line.prix_ht)}
                  </td>
                  <td className={styles.numeric} data-label={columns.prixTtc}>
                    {euros(line.prix_ttc)}
                  </td>
                  <td className={styles.numeric} data-label={columns.tva}>
                    {rate(line.taux_tva_bps)}
                  </td>
                  <td className={styles.numeric} data-label={columns.total}>
                    {euros(line.total_ttc)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <dl className={own.totals}>
        <div>
          <dt>{t('admin.commande.sous_total')}</dt>
          <dd>{euros(totaux.lignes_ttc)}</dd>
        </div>
        {order.livraison && (
          <div>
            <dt>{t('admin.commande.livraison_montant', { mode: order.livraison.label })}</dt>
            <dd>{totaux.livraison_ttc === 0 ? t('admin.commande.gratuite') : euros(totaux.livraison_ttc)}</dd>
          </div>
        )}
        {order.remise && (
          <div>
            <dt>{t('admin.commande.remise', { code: order.remise.code })}</dt>
            <dd>−{euros(order.remise.montant)}</dd>
          </div>
        )}
        <div>
          <dt>{t('admin.commande.total_ht')}</dt>
          <dd>{euros(totaux.total_ht)}</dd>
        </div>
        {totaux.tva.map((line) => (
          <div key={line.taux_bps}>
            <dt>{t('admin.commande.tva_taux', { taux: rate(line.taux_bps), base: euros(line.base_ht) })}</dt>
            <dd>{euros(line.montant)}</dd>
          </div>
        ))}
        <div className={own.grandTotal}>
          <dt>{t('admin.commande.total_ttc')}</dt>
          <dd>{euros(totaux.total_ttc)}</dd>
        </div>
      </dl>
    </section>
  );
}
