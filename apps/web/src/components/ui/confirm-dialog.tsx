import { useTranslation } from '../../lib/i18n-react.tsx';
import { buttonClassName } from './button.ts';
import { Modal } from './modal.tsx';
import { useModalClose } from './modal-context.ts';
import styles from './confirm-dialog.module.css';

interface ConfirmDialogProps {
  title: string;
  /** The question, e.g. "Retirer cet article du panier ?". */
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  /** Called once the dialog has hidden, whichever way it closed. */
  onCancel: () => void;
}

function ConfirmActions({ confirmLabel, onConfirm }: Pick<ConfirmDialogProps, 'confirmLabel' | 'onConfirm'>) {
  const { t } = useTranslation();
  const close = useModalClose();
  return (
    <div className={styles.actions}>
      <button type="button" className={buttonClassName('secondary')} onClick={close} data-autofocus="">
        {t('commun.annuler')}
      </button>
      <button
        type="button"
        className={buttonClassName('primary')}
        onClick={() => {
          onConfirm();
          close();
        }}
      >
        {confirmLabel}
      </button>
    </div>
  );
}

/**
 * A yes/no question on the shop's modal (never window.confirm): Escape, the close button, a click
 * outside and "Annuler" all decline; focus starts on "Annuler", the harmless choice.
 */
export function ConfirmDialog({ title, message, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Modal title={title} onCancel={onCancel}>
      <p className={styles.message}>{message}</p>
      <ConfirmActions confirmLabel={confirmLabel} onConfirm={onConfirm} />
    </Modal>
  );
}
