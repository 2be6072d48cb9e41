import { formatEuros, type AdminOrderDetail } from '@boutique/domain';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { useLocaleTag } from '../../../lib/locale-context.tsx';
import styles from '../../admin.module.css';
import own from '../orders.module.css';
import { Table } from '../../kit/table.tsx';
import { Panel } from '../../kit/panel.tsx';

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
    <Panel title={t('admin.commande.articles')}>
      {order.lignes.length === 0 ? (
        <p className={styles.muted}>{t('admin.commande.articles_vide')}</p>
      ) : (
        <Table
          caption={t('admin.commande.articles')}
          layout="stacked"
          rows={order.lignes}
          rowKey={(line) => line.declinaison_id}
          columns={[
            {
              key: 'article',
              header: columns.article,
              isRowHeader: true,
              cell: (line) => (
                <>
                  {line.produit_label}
                  <span className={styles.customerContact}>{line.label}</span>
                </>
              ),
            },
            { key: 'quantite', header: columns.quantite, numeric: true, cell: (line) => line.qtt },
            { key: 'prix_ht', header: columns.prixHt, numeric: true, cell: (line) => euros(line.prix_ht) },
            { key: 'prix_ttc', header: columns.prixTtc, numeric: true, cell: (line) => euros(line.prix_ttc) },
            { key: 'tva', header: columns.tva, numeric: true, cell: (line) => rate(line.taux_tva_bps) },
            { key: 'total', header: columns.total, numeric: true, cell: (line) => euros(line.total_ttc) },
          ]}
        />
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
    </Panel>
  );
}
