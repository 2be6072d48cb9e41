import { ORDER_STATUSES, type OrderStatus } from '@boutique/domain';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import fieldStyles from '../../../components/ui/form-field.module.css';
import styles from '../../admin.module.css';

/** The list's status filter: every sale (paid, to check, shipped, refunded) or one status. */
export function StatusFilter({
  value,
  onChange,
}: {
  value: OrderStatus | null;
  onChange: (statut: OrderStatus | null) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={styles.filter}>
      <label className={styles.filterField} htmlFor={id}>
        <span>{t('admin.commandes.filtre')}</span>
        <select
          id={id}
          className={`${fieldStyles.input} ${styles.input}`}
          value={value ?? ''}
          onChange={(event) => onChange((event.target.value || null) as OrderStatus | null)}
        >
          <option value="">{t('admin.commandes.toutes')}</option>
          {ORDER_STATUSES.map((statut) => (
            <option key={statut} value={statut}>
              {t(`admin.commandes.statuts.${statut}`)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
