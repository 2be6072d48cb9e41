import { buttonClassName } from '../../../components/ui/button.ts';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import styles from '../pages/account-area.module.css';

/** A list or a page the server did not send: say so, and offer to ask again. */
export function LoadFailure({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.empty} role="alert">
      <p className={styles.emptyTitle}>{t('compte.chargement_echec')}</p>
      <button type="button" className={buttonClassName('secondary')} onClick={onRetry}>
        {t('commun.reessayer')}
      </button>
    </div>
  );
}
