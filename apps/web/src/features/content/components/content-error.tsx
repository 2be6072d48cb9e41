import { useTranslation } from '../../../lib/i18n-react.tsx';
import { buttonClassName } from '../../../components/ui/button.ts';
import styles from './content-error.module.css';

/** A content read failed and nothing is stored to show instead: say so, offer to try again. */
export function ContentError({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={styles.error} role="alert">
      <p className={styles.title}>{t('contenu.erreur_titre')}</p>
      <p className={styles.text}>{t('contenu.erreur_texte')}</p>
      <button type="button" className={buttonClassName('secondary')} onClick={onRetry} disabled={isRetrying}>
        {t('commun.reessayer')}
      </button>
    </div>
  );
}
