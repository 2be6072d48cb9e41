import styles from './spinner.module.css';

/** A busy button's spinner, beside its words; hidden from assistive tools, which hear aria-busy. */
export function Spinner() {
  return <span className={styles.spinner} aria-hidden="true" />;
}
