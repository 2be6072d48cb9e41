import styles from './wordmark.module.css';

/**
 * The house's lockup set in type: a small spaced "Maison" over the serif "Orcaviar". The space
 * between the words does not show (they are stacked) but keeps the text "Maison Orcaviar", which
 * the links around it must have in their names (WCAG 2.5.3, Label in Name).
 */
export function Wordmark({ size = 'header' }: { size?: 'header' | 'footer' }) {
  return (
    <span className={styles.wordmark} data-size={size}>
      <span className={styles.maison}>Maison</span> <span className={styles.name}>Orcaviar</span>
    </span>
  );
}
