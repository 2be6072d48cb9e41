import type { FormResult } from './use-field-errors.ts';
import styles from './form-outcome.module.css';

/**
 * A short form's outcome under it: the success in a polite live region that is always there (so
 * it is read when filled), a warning said at once. Empty, neither takes room. `className` adds to
 * the lines' own (a roomier padding).
 */
export function FormOutcome({ result, className }: { result: FormResult | null; className?: string }) {
  const lineClass = className ? `${styles.result} ${className}` : styles.result;
  return (
    <>
      <p className={lineClass} data-kind="success" role="status" aria-live="polite">
        {result?.kind === 'success' ? result.text : ''}
      </p>
      {result?.kind === 'warning' && (
        <p className={lineClass} data-kind="warning" role="alert">
          {result.text}
        </p>
      )}
    </>
  );
}
