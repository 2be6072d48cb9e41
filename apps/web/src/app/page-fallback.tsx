import { useTranslation } from '../lib/i18n-react.tsx';
import styles from './page-fallback.module.css';

/** Holds the page's place while a lazily loaded page arrives, so the footer does not jump up and down. */
export function PageFallback() {
  const { t } = useTranslation();
  return (
    <div className={styles.fallback} role="status">
      <span className="visually-hidden">{t('commun.chargement')}</span>
    </div>
  );
}
