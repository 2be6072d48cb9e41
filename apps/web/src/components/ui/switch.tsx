import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './form-field.module.css';

type SwitchProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role' | 'onChange'> & {
  label: ReactNode;
  description?: ReactNode;
  onCheckedChange: (checked: boolean) => void;
};

/** An on/off control: a native checkbox announced as a switch, drawn as a track and a knob. */
export function Switch({ label, description, onCheckedChange, ...rest }: SwitchProps) {
  const descriptionId = useId();
  return (
    <div className={styles.switchField}>
      <label className={styles.switch}>
        <input
          {...rest}
          type="checkbox"
          role="switch"
          aria-describedby={description ? descriptionId : undefined}
          onChange={(event) => onCheckedChange(event.target.checked)}
        />
        <span className={styles.track} aria-hidden="true" />
        <span>{label}</span>
      </label>
      {description && (
        <p id={descriptionId} className={styles.hint}>
          {description}
        </p>
      )}
    </div>
  );
}
