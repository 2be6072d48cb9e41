import { useTranslation } from '../../../lib/i18n-react.tsx';
import { buttonClassName } from '../../../components/ui/button.ts';
import styles from './load-error.module.css';

/** The catalogue could not be loaded and nothing is stored to show instead: say so, offer to try again. */
export function LoadError({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={styles.error} role="alert">
      <p className={styles.title}>{t('catalogue.erreur_titre')}</p>
      <p className={styles.text}>{t('catalogue.erreur_texte')}</p>
      <button type="button" className={buttonClassName('secondary')} onClick={onRetry} disabled={isRetrying}>
        {t('commun.reessayer')}
      </button>
    </div>
  );
}
