import type { VariantStock } from '@boutique/domain';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import stackedTable from '../../../components/ui/stacked-table.module.css';
import styles from '../../admin.module.css';
import ownStyles from '../stocks.module.css';
import { tableRegion } from '../../kit/table-region.ts';

/** "Coffret 50 g", or the label alone when the variant has no container. */
export const variantName = (variant: Pick<VariantStock, 'conteneur' | 'label'>) =>
  `${variant.conteneur} ${variant.label}`.trim();

/**
 * The variants: what the storefront sells, what orders awaiting payment hold, the units in each
 * warehouse, the alert when the total reached the product's threshold, and the way to manage it.
 */
export function StocksTable({
  variants,
  warehouses,
  onManage,
}: {
  variants: readonly VariantStock[];
  warehouses: readonly { id: number; label: string }[];
  onManage: (variant: VariantStock) => void;
}) {
  const { t } = useTranslation();
  return (
    <div {...tableRegion(t('admin.kit.tableau', { titre: t('admin.stocks.titre') }), 'stacked')}>
      <table className={`${styles.table} ${stackedTable.stacked}`}>
        <caption className="visually-hidden">{t('admin.stocks.titre')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('admin.stocks.colonnes.produit')}</th>
            <th scope="col">{t('admin.stocks.colonnes.declinaison')}</th>
            <th scope="col" className={styles.numeric}>
              {t('admin.stocks.colonnes.en_vente')}
            </th>
            <th scope="col" className={styles.numeric}>
              {t('admin.stocks.colonnes.reserve')}
            </th>
            {warehouses.map((warehouse) => (
              <th key={warehouse.id} scope="col" className={styles.numeric}>
                {warehouse.label}
              </th>
            ))}
            <th scope="col">{t('admin.stocks.colonnes.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {variants.map((variant) => {
            const name = variantName(variant);
            return (
              <tr key={variant.declinaison_id} data-alert={variant.alerte}>
                <td data-label={t('admin.stocks.colonnes.produit')}>{variant.produit_label}</td>
                <th scope="row" data-label={t('admin.stocks.colonnes.declinaison')}>
                  {name}
                </th>
                <td className={styles.numeric} data-label={t('admin.stocks.colonnes.en_vente')}>
                  {variant.total === null ? t('admin.stocks.non_suivi') : variant.total}
                  {variant.alerte && (
                    <span className={ownStyles.alert}>{t('admin.stocks.alerte', { seuil: variant.seuil })}</span>
                  )}
                </td>
                <td className={styles.numeric} data-label={t('admin.stocks.colonnes.reserve')}>
                  {variant.reserve}
                </td>
                {warehouses.map((warehouse) => (
                  <td key={warehouse.id} className={styles.numeric} data-label={warehouse.label}>
                    {variant.entrepots.find((row) => row.entrepot_id === warehouse.id)?.quantite ?? 0}
                  </td>
                ))}
                <td data-label={t('admin.stocks.colonnes.actions')}>
                  <button
                    type="button"
                    className={styles.buttonSmall}
                    aria-label={t('admin.stocks.gerer_de', { produit: variant.produit_label, declinaison: name })}
                    onClick={() => onManage(variant)}
                  >
                    {t('admin.stocks.gerer')}
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
