import styles from './account-form.module.css';

/** The message of a whole form (wrong credentials, too many attempts, no network), read out when it appears. */
export function FormMessage({ message, tone = 'danger' }: { message: string | null; tone?: 'danger' | 'success' }) {
  return (
    <div className={styles.messageSlot} role={tone === 'danger' ? 'alert' : 'status'}>
      {message && (
        <p className={styles.message} data-tone={tone}>
          {message}
        </p>
      )}
    </div>
  );
}
