import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n-react.tsx';
import styles from '../admin.module.css';
import { QueryError } from './query-error.tsx';

interface QueryViewProps<T> {
  query: UseQueryResult<T>;
  /** Said while the read is under way; the kit's "Chargement…" by default. */
  loading?: string;
  /** With `empty`: the data that shows nothing, said by `empty` instead of `children`. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

/** A back-office read's states before its content: under way, failed, empty, then the content. */
export function QueryView<T>({ query, loading, isEmpty, empty, children }: QueryViewProps<T>) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <p role="status" className={styles.muted}>
        {loading ?? t('admin.kit.chargement')}
      </p>
    );
  }
  if (query.isError) return <QueryError error={query.error} />;
  if (isEmpty?.(query.data)) return <p className={styles.muted}>{empty}</p>;
  return children(query.data);
}
