import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { buttonClassName } from './button.ts';
import { vibrateBriefly } from './collapsible.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import styles from './action-bar.module.css';
import { Spinner } from './spinner.tsx';

export interface ActionBarProps {
  /** False while the form holds nothing worth saving (untouched, invalid); true by default. */
  canSave?: boolean;
  /** The save call is under way: the save button is busy and disabled. */
  isSaving?: boolean;
  saveLabel?: string;
  /** Shows a "cancel" button, which calls this. */
  onCancel?: () => void;
  /** Shows a "remove" button, which asks for confirmation first, then calls this. */
  onRemove?: () => void | Promise<void>;
  /** The confirmation question; "Supprimer ?" by default. */
  removeConfirmation?: string;
  removeLabel?: string;
}

/**
 * The button bar of an edit form: remove at the start, cancel and save at the end. Save
 * is the form's submit button, so the bar sits inside a <form>; remove never acts without a yes.
 */
export function ActionBar({
  canSave = true,
  isSaving = false,
  saveLabel,
  onCancel,
  onRemove,
  removeConfirmation,
  removeLabel,
}: ActionBarProps) {
  const { t } = useTranslation();
  const [isConfirming, setConfirming] = useState(false);
  const [isRemoving, setRemoving] = useState(false);
  const isMounted = useRef(true);
  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
    };
  }, []);

  const removeText = removeLabel ?? t('ui.action_bar.supprimer');
  const remove = async () => {
    if (!onRemove) return;
    vibrateBriefly();
    setRemoving(true);
    try {
      await onRemove();
    } finally {
      // The form (and this bar) is often gone once its record is removed.
      if (isMounted.current) setRemoving(false);
    }
  };

  return (
    <div className={styles.bar}>
      {onRemove && (
        <button
          type="button"
          className={buttonClassName('quiet', styles.remove)}
          onClick={() => setConfirming(true)}
          disabled={isRemoving || isSaving}
          aria-busy={isRemoving}
        >
          {isRemoving && <Spinner />}
          {removeText}
        </button>
      )}
      <div className={styles.end}>
        {onCancel && (
          <button type="button" className={buttonClassName('secondary')} onClick={onCancel} disabled={isRemoving}>
            {t('ui.action_bar.annuler')}
          </button>
        )}
        <button
          type="submit"
          className={buttonClassName('primary', styles.save)}
          disabled={!canSave || isSaving || isRemoving}
          aria-busy={isSaving}
        >
          {isSaving && <Spinner />}
          {isSaving ? t('ui.action_bar.enregistrement') : (saveLabel ?? t('ui.action_bar.enregistrer'))}
        </button>
      </div>
      {isConfirming && (
        <ConfirmDialog
          title={removeText}
          message={removeConfirmation ?? t('ui.action_bar.confirmer_suppression')}
          confirmLabel={removeText}
          onConfirm={() => void remove()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </div>
  );
}
