import { useTranslation } from '../../lib/i18n-react.tsx';
import styles from './skip-link.module.css';

/** The page's first link, shown when a keyboard reaches it: straight to the content (`target`, an id). */
export function SkipLink({ target }: { target: string }) {
  const { t } = useTranslation();
  return (
    <a className={styles.skip} href={`#${target}`}>
      {t('commun.aller_au_contenu')}
    </a>
  );
}
