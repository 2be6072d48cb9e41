import { ApiError } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useErrorText } from './error-text.ts';
import styles from '../admin.module.css';

/** A back-office read that failed: a refusal (403) said as such (with the permission missing), anything else with its message. */
export function QueryError({ error }: { error: Error }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <p role="alert" className={styles.announceAlert}>
      {error instanceof ApiError && error.code === 403 && error.reason !== 'permission_missing'
        ? t('admin.acces_reserve')
        : errorText(error)}
    </p>
  );
}
