import { useState, type InputHTMLAttributes } from 'react';
import { EyeIcon, EyeOffIcon } from './form-icons.tsx';
import { inputClassName } from './form-field.tsx';
import styles from './form-field.module.css';

type PasswordInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  /** Names the visibility button ("Afficher le mot de passe"); its pressed state says which way it is. */
  toggleLabel: string;
};

/** A password field with a button that shows or hides what was typed. */
export function PasswordInput({ toggleLabel, className, ...rest }: PasswordInputProps) {
  const [isVisible, setVisible] = useState(false);
  return (
    <div className={styles.withAction}>
      <input
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        {...rest}
        type={isVisible ? 'text' : 'password'}
        className={inputClassName(className)}
      />
      <button
        type="button"
        className={styles.inputAction}
        aria-label={toggleLabel}
        aria-pressed={isVisible}
        aria-controls={rest.id}
        onClick={() => setVisible((visible) => !visible)}
      >
        {isVisible ? <EyeOffIcon /> : <EyeIcon />}
      </button>
    </div>
  );
}
