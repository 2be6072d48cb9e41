import { useTranslation } from '../../../lib/i18n-react.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import detailStyles from './product-details.module.css';
import styles from './product-skeleton.module.css';

/** The product page while its data loads: the same columns and boxes as the real page. */
export function ProductSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={detailStyles.page} role="status">
      <span className="visually-hidden">{t('commun.chargement')}</span>
      <div className={detailStyles.back} />
      <div className={detailStyles.layout} aria-hidden="true">
        <Skeleton className={styles.picture} />
        <div className={detailStyles.info}>
          <Skeleton className={styles.eyebrow} />
          <Skeleton className={styles.title} />
          <Skeleton className={styles.text} />
          <Skeleton className={styles.price} />
          <Skeleton className={styles.options} />
        </div>
      </div>
    </div>
  );
}
