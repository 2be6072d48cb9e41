import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n-react.tsx';
import styles from '../admin.module.css';

interface SubmitButtonProps {
  /** True while the form is sent: the button is off, busy for screen readers, and says so. */
  isBusy: boolean;
  /** What it says while busy ("Enregistrement…" unless told). */
  busyLabel?: string;
  /** Off for another reason (nothing to send yet). */
  disabled?: boolean;
  children: ReactNode;
}

/** A back-office form's primary button. */
export function SubmitButton({ isBusy, busyLabel, disabled = false, children }: SubmitButtonProps) {
  const { t } = useTranslation();
  return (
    <button type="submit" className={styles.buttonPrimary} disabled={isBusy || disabled} aria-busy={isBusy}>
      {isBusy ? (busyLabel ?? t('admin.kit.enregistrement')) : children}
    </button>
  );
}
