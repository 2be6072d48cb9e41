import styles from './wordmark.module.css';

/** The house's lockup set in type: a small spaced "Maison" over the serif "Orcaviar". */
export function Wordmark({ size = 'header' }: { size?: 'header' | 'footer' }) {
  return (
    <span className={styles.wordmark} data-size={size}>
      <span className={styles.maison}>Maison</span>
      <span className={styles.name}>Orcaviar</span>
    </span>
  );
}
