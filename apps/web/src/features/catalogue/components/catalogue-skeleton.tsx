import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ProductCardSkeleton } from './product-card-skeleton.tsx';
import rangeStyles from './range-section.module.css';
import styles from './catalogue-skeleton.module.css';

/** The catalogue while the first list loads: two ranges of four cards, the same boxes as the real ones. */
export function CatalogueSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      {[0, 1].map((range) => (
        <div key={range} className={rangeStyles.range} aria-hidden="true">
          <div className={rangeStyles.header}>
            <Skeleton className={styles.heading} />
          </div>
          <div className={rangeStyles.grid}>
            {[0, 1, 2, 3].map((card) => (
              <ProductCardSkeleton key={card} />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
