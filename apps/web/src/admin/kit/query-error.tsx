import { ApiError } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/i18n-react.tsx';
import styles from '../admin.module.css';

/** A back-office read that failed: a refusal (403) said as such, anything else with its message. */
export function QueryError({ error }: { error: Error }) {
  const { t } = useTranslation();
  return (
    <p role="alert" className={styles.announceAlert}>
      {error instanceof ApiError && error.code === 403
        ? t('admin.acces_reserve')
        : t('admin.kit.erreur', { message: error.message })}
    </p>
  );
}
