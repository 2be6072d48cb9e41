import type { ReactNode } from 'react';
import styles from './checkout.module.css';

interface RadioCardProps {
  name: string;
  value: string;
  checked: boolean;
  disabled?: boolean;
  onSelect: () => void;
  children: ReactNode;
  /** What sits on the right: a price, a badge. */
  aside?: ReactNode;
}

/** A radio choice drawn as a card; arrows move within its group as with any radio. */
export function RadioCard({ name, value, checked, disabled = false, onSelect, children, aside }: RadioCardProps) {
  return (
    <label className={styles.card} data-checked={checked} data-disabled={disabled}>
      <input
        type="radio"
        className={styles.radio}
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={() => onSelect()}
      />
      <span className={styles.cardBody}>{children}</span>
      {aside && <span className={styles.cardAside}>{aside}</span>}
    </label>
  );
}
