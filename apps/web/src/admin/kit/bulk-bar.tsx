import type { BulkResult } from '@boutique/domain';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { useTranslation } from '../../lib/i18n-react.tsx';
import type { BulkActionSpec } from './types.ts';
import styles from '../admin.module.css';
import kit from './kit.module.css';

/** The outcome of the last bulk call: how many rows went through, and why the others did not. */
export interface BulkReport {
  total: number;
  results: readonly BulkResult[];
}

interface BulkBarProps {
  count: number;
  actions: readonly BulkActionSpec[];
  busy: boolean;
  report: BulkReport | null;
  onEdit: (action: BulkActionSpec) => void;
  /** Absent when the resource's rows are not deleted from the list. */
  onDelete?: () => void;
}

/** Shown while rows are selected: the screen's bulk changes and a delete (after a confirmation). */
export function BulkBar({ count, actions, busy, report, onEdit, onDelete }: BulkBarProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const refused = report?.results.filter((result) => !result.done) ?? [];
  return (
    <>
      {count > 0 && (
        <div className={kit.bulkBar} role="group" aria-label={t('admin.kit.actions_groupees')}>
          <span>{t('admin.kit.selection', { count })}</span>
          {actions.map((action) => (
            <button
              key={action.label}
              type="button"
              className={styles.buttonSmall}
              disabled={busy}
              onClick={() => onEdit(action)}
            >
              {t(action.label)}
            </button>
          ))}
          {onDelete && (
            <button
              type="button"
              className={`${styles.buttonSmall} ${styles.buttonDanger}`}
              disabled={busy}
              onClick={() => setConfirming(true)}
            >
              {t('admin.kit.supprimer')}
            </button>
          )}
        </div>
      )}
      <div role="status" className={kit.bulkReport}>
        {report && (
          <>
            <p>
              {t('admin.kit.bulk_resultat', {
                done: report.results.filter((result) => result.done).length,
                total: report.total,
              })}
            </p>
            {refused.length > 0 && (
              <ul className={kit.refused}>
                {refused.map((result, index) => (
                  <li key={`${String(result.id)}-${index}`}>
                    {t('admin.kit.bulk_refus', { cle: result.id ?? '?', message: result.message ?? '' })}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
      {confirming && onDelete && (
        <ConfirmDialog
          title={t('admin.kit.supprimer_selection_titre')}
          message={t('admin.kit.supprimer_selection_question', { count })}
          confirmLabel={t('admin.kit.supprimer')}
          onConfirm={onDelete}
          onCancel={() => setConfirming(false)}
        />
      )}
    </>
  );
}
