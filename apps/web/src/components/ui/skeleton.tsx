import styles from './skeleton.module.css';

/** A shimmering placeholder; the caller's class gives it the exact size of what it stands for (no layout shift). */
export function Skeleton({ className }: { className?: string }) {
  return <span aria-hidden="true" className={`${styles.skeleton} ${className ?? ''}`} />;
}
