import { useTranslation } from '../../../lib/i18n-react.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import styles from './content-skeleton.module.css';

/** Holds a content page's place while its data arrives: a title, a picture and a few lines. */
export function ContentSkeleton({ hasPicture = false }: { hasPicture?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={styles.skeleton} role="status">
      <span className="visually-hidden">{t('commun.chargement')}</span>
      {hasPicture && <Skeleton className={styles.picture} />}
      <Skeleton className={styles.eyebrow} />
      <Skeleton className={styles.title} />
      <Skeleton className={styles.line} />
      <Skeleton className={styles.line} />
      <Skeleton className={styles.short} />
    </div>
  );
}
