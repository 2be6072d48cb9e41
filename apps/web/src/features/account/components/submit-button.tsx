import type { ReactNode } from 'react';
import { buttonClassName } from '../../../components/ui/button.ts';
import styles from './account-form.module.css';
import { Spinner } from '../../../components/ui/spinner.tsx';

/** The form's primary button: disabled while the call is pending, saying so. */
export function SubmitButton({
  isPending,
  pendingLabel,
  children,
}: {
  isPending: boolean;
  pendingLabel: string;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      className={buttonClassName('primary', styles.submit)}
      disabled={isPending}
      aria-busy={isPending}
    >
      {isPending && <Spinner />}
      {isPending ? pendingLabel : children}
    </button>
  );
}
