import type { InputHTMLAttributes } from 'react';
import styles from './form-field.module.css';

type EmailInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange'> & {
  value: string;
  /** Called with the typed text lower-cased: the shop stores addresses that way (spec §5). */
  onValueChange: (value: string) => void;
};

/** An e-mail field that keeps its value lower-case as it is typed, with the phone keyboard for addresses. */
export function EmailInput({ value, onValueChange, className, ...rest }: EmailInputProps) {
  return (
    <input
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      maxLength={254}
      {...rest}
      className={[styles.input, className].filter(Boolean).join(' ')}
      value={value}
      onChange={(event) => onValueChange(event.target.value.toLowerCase())}
    />
  );
}
