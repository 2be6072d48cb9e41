import { REVIEW_RATING_MAX } from '@boutique/domain';
import styles from './product-reviews.module.css';

const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

function Star({ fill }: { fill: number }) {
  const percent = Math.round(Math.min(1, Math.max(0, fill)) * 100);
  return (
    <span className={styles.star}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.starEmpty}>
        <path d={STAR_PATH} />
      </svg>
      <span className={styles.starFill} style={{ width: `${percent}%` }}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={STAR_PATH} />
        </svg>
      </span>
    </span>
  );
}

/**
 * A rating as five stars, filled to the value (4.6 fills four and most of the fifth). The stars are
 * a picture: `label` says the value in words for assistive technologies; without one they are
 * decoration beside a text that says it.
 */
export function RatingStars({
  value,
  label,
  size = 'small',
}: {
  value: number;
  label?: string;
  size?: 'small' | 'large';
}) {
  const naming = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <span className={styles.stars} data-size={size} {...naming}>
      {Array.from({ length: REVIEW_RATING_MAX }, (_, index) => (
        <Star key={index} fill={value - index} />
      ))}
    </span>
  );
}
