import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { CloseIcon } from '../../../components/ui/action-icons.tsx';
import styles from './faq-filter.module.css';

interface FaqFilterProps {
  query: string;
  onQueryChange: (query: string) => void;
  /** How many entries match the query (announced politely as it changes). */
  resultCount: number;
}

/** The FAQ's search box, with its live count of results. */
export function FaqFilter({ query, onQueryChange, resultCount }: FaqFilterProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  return (
    <div className={styles.filter} role="search">
      <label htmlFor={inputId} className={styles.label}>
        {t('faq.filtre_label')}
      </label>
      <div className={styles.field}>
        <svg className={styles.icon} aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
          <circle cx="10.5" cy="10.5" r="6" fill="none" stroke="currentColor" strokeWidth="1.25" />
          <path d="m15 15 5 5" fill="none" stroke="currentColor" strokeWidth="1.25" strokeLinecap="round" />
        </svg>
        <input
          id={inputId}
          className={styles.input}
          type="search"
          value={query}
          placeholder={t('faq.filtre_exemple')}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          aria-describedby={hintId}
          onChange={(event) => onQueryChange(event.target.value)}
        />
        {query && (
          <button
            type="button"
            className={styles.clear}
            aria-label={t('faq.effacer')}
            onClick={() => onQueryChange('')}
          >
            <CloseIcon />
          </button>
        )}
      </div>
      <p id={hintId} className={styles.count} role="status" aria-live="polite" aria-atomic="true">
        {query.trim() ? t('faq.resultats', { count: resultCount }) : ''}
      </p>
    </div>
  );
}
