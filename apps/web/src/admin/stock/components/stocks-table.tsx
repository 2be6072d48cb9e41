import type { VariantStock } from '@boutique/domain';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import styles from '../../admin.module.css';
import ownStyles from '../stocks.module.css';
import { Table, type TableColumn } from '../../kit/table.tsx';

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
  const columns: TableColumn<VariantStock>[] = [
    { key: 'produit', header: t('admin.stocks.colonnes.produit'), cell: (variant) => variant.produit_label },
    {
      key: 'declinaison',
      header: t('admin.stocks.colonnes.declinaison'),
      isRowHeader: true,
      cell: (variant) => variantName(variant),
    },
    {
      key: 'en_vente',
      header: t('admin.stocks.colonnes.en_vente'),
      numeric: true,
      cell: (variant) => (
        <>
          {variant.total === null ? t('admin.stocks.non_suivi') : variant.total}
          {variant.alerte && (
            <span className={ownStyles.alert}>{t('admin.stocks.alerte', { seuil: variant.seuil })}</span>
          )}
        </>
      ),
    },
    { key: 'reserve', header: t('admin.stocks.colonnes.reserve'), numeric: true, cell: (variant) => variant.reserve },
    ...warehouses.map((warehouse): TableColumn<VariantStock> => ({
      key: `entrepot-${warehouse.id}`,
      header: warehouse.label,
      numeric: true,
      cell: (variant) => variant.entrepots.find((row) => row.entrepot_id === warehouse.id)?.quantite ?? 0,
    })),
    {
      key: 'actions',
      header: t('admin.stocks.colonnes.actions'),
      cell: (variant) => (
        <button
          type="button"
          className={styles.buttonSmall}
          aria-label={t('admin.stocks.gerer_de', { produit: variant.produit_label, declinaison: variantName(variant) })}
          onClick={() => onManage(variant)}
        >
          {t('admin.stocks.gerer')}
        </button>
      ),
    },
  ];
  return (
    <Table
      caption={t('admin.stocks.titre')}
      layout="stacked"
      columns={columns}
      rows={variants}
      rowKey={(variant) => variant.declinaison_id}
      rowData={(variant) => ({ 'data-alert': variant.alerte })}
    />
  );
}
