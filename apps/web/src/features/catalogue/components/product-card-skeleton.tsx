import { Skeleton } from '../../../components/ui/skeleton.tsx';
import styles from './product-card-skeleton.module.css';

/** A card's placeholder with the exact box of a real card, so the grid does not move when data lands. */
export function ProductCardSkeleton() {
  return (
    <div className={styles.card}>
      <Skeleton className={styles.picture} />
      <Skeleton className={styles.title} />
      <Skeleton className={styles.line} />
      <Skeleton className={styles.price} />
    </div>
  );
}
