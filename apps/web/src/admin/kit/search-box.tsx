import styles from '../admin.module.css';

interface SearchBoxProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** A labelled search box whose text the screen holds: a picker's query, the filter of a loaded list. */
export function SearchBox({ label, value, onChange }: SearchBoxProps) {
  return (
    <label className={styles.filterField}>
      <span>{label}</span>
      <input type="search" className={styles.input} value={value} onChange={(event) => onChange(event.target.value)} />
    </label>
  );
}
