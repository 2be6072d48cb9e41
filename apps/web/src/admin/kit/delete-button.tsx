import { useTranslation } from '../../lib/i18n-react.tsx';
import styles from '../admin.module.css';

/** The record's "Supprimer", which opens its confirmation rather than deleting at once. */
export function DeleteButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className={`${styles.buttonSmall} ${styles.buttonDanger}`} onClick={onClick}>
      {t('admin.kit.supprimer')}
    </button>
  );
}
