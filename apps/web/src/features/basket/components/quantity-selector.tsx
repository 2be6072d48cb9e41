import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { clampQuantity, FIELD_SELECT_FROM } from '../lib/quantity-options.ts';
import styles from './quantity-selector.module.css';

interface QuantitySelectorProps {
  value: number;
  /** The largest quantity offered (stock minus what the basket holds). */
  max: number;
  onChange: (quantity: number) => void;
  disabled?: boolean;
}

/**
 * 1 up to what is left; a plain list under ten options, a bounded number field from ten
 * (a list of 60 entries is no fun on a phone). The field keeps what is typed until it loses focus.
 */
export function QuantitySelector({ value, max, onChange, disabled = false }: QuantitySelectorProps) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const label = (
    <label htmlFor={id} className={styles.label}>
      {t('panier.quantite')}
    </label>
  );
  if (max < FIELD_SELECT_FROM) {
    return (
      <div className={styles.field}>
        {label}
        <select
          id={id}
          className={styles.control}
          disabled={disabled}
          value={value}
          onChange={(event) => onChange(Number(event.target.value))}
        >
          {Array.from({ length: max }, (_, index) => (
            <option key={index + 1} value={index + 1}>
              {index + 1}
            </option>
          ))}
        </select>
      </div>
    );
  }
  const commit = (text: string) => {
    setDraft(null);
    onChange(clampQuantity(Number(text), max));
  };
  return (
    <div className={styles.field}>
      {label}
      <input
        id={id}
        className={styles.control}
        type="number"
        disabled={disabled}
        inputMode="numeric"
        min={1}
        max={max}
        step={1}
        value={draft ?? String(value)}
        onChange={(event) => {
          const text = event.target.value;
          const number = Number(text);
          // Arrows and whole numbers in range apply at once; anything else waits for blur.
          if (text !== '' && Number.isInteger(number) && number >= 1 && number <= max) commit(text);
          else setDraft(text);
        }}
        onBlur={(event) => commit(event.target.value)}
      />
    </div>
  );
}
