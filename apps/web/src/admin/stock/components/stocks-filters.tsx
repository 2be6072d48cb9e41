import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import fieldStyles from '../../../components/ui/form-field.module.css';
import styles from '../../admin.module.css';
import type { StocksFilter } from '../api/stocks-api.ts';

interface Named {
  id: number;
  label: string;
}

/** The list's filters: one product, one warehouse (variants with units there), alerts only. */
export function StocksFilters({
  value,
  products,
  warehouses,
  onChange,
}: {
  value: StocksFilter;
  products: readonly Named[];
  warehouses: readonly Named[];
  onChange: (next: StocksFilter) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const change = (patch: Partial<StocksFilter>) => onChange({ ...value, ...patch, page: 1 });
  const toId = (raw: string) => (raw ? Number(raw) : null);
  return (
    <div className={styles.filter}>
      <label className={styles.filterField} htmlFor={`${id}-produit`}>
        <span>{t('admin.stocks.filtre_produit')}</span>
        <select
          id={`${id}-produit`}
          className={`${fieldStyles.input} ${styles.input}`}
          value={value.produit ?? ''}
          onChange={(event) => change({ produit: toId(event.target.value) })}
        >
          <option value="">{t('admin.stocks.tous_produits')}</option>
          {products.map((product) => (
            <option key={product.id} value={product.id}>
              {product.label}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.filterField} htmlFor={`${id}-entrepot`}>
        <span>{t('admin.stocks.filtre_entrepot')}</span>
        <select
          id={`${id}-entrepot`}
          className={`${fieldStyles.input} ${styles.input}`}
          value={value.entrepot ?? ''}
          onChange={(event) => change({ entrepot: toId(event.target.value) })}
        >
          <option value="">{t('admin.stocks.tous_entrepots')}</option>
          {warehouses.map((warehouse) => (
            <option key={warehouse.id} value={warehouse.id}>
              {warehouse.label}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.filterField} htmlFor={`${id}-alerte`}>
        <input
          id={`${id}-alerte`}
          type="checkbox"
          checked={value.alerte}
          onChange={(event) => change({ alerte: event.target.checked })}
        />
        <span>{t('admin.stocks.filtre_alerte')}</span>
      </label>
    </div>
  );
}
