import { useTranslation } from '../../lib/i18n-react.tsx';
import styles from '../admin.module.css';
import kit from './kit.module.css';

/** Said when a save met a newer version of the record: the edits stay, a button reloads the current one. */
export function ConflictAlert({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={kit.conflict}>
      <p>{t('admin.kit.conflit')}</p>
      <button type="button" className={styles.buttonSmall} onClick={onReload}>
        {t('admin.kit.conflit_recharger')}
      </button>
    </div>
  );
}
