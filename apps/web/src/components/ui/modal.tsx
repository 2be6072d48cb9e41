import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { trapTabKey } from './focus-trap.ts';
import { CloseIcon } from './action-icons.tsx';
import { ModalCloseContext } from './modal-context.ts';
import { MODAL_CLOSE_DELAY_MS, MODAL_OPEN_DELAY_MS } from './modal-timing.ts';
import styles from './modal.module.css';

export interface ModalProps {
  title: ReactNode;
  /**
   * Called once the modal has finished hiding (300 ms after a close was asked): the parent
   * unmounts it then. Mount the modal to open it.
   */
  onCancel: () => void;
  /** A centred card, or a panel sliding from the side (full height; full width on phones). */
  placement?: 'centre' | 'side';
  children: ReactNode;
}

/**
 * The shop's modal on the native <dialog>: showModal() gives the top layer, an inert page behind
 * and the Escape key for free. We add the spec's timings, outside-click closing, a Tab trap and
 * focus return. Content can close it through useModalClose().
 */
export function Modal({ title, onCancel, placement = 'centre', children }: ModalProps) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [isVisible, setVisible] = useState(false);
  const isClosingRef = useRef(false);
  const closeTimerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const pressStartedOnBackdropRef = useRef(false);
  // The latest onCancel, read when the close delay ends (the parent may re-render meanwhile).
  const onCancelRef = useRef(onCancel);
  useLayoutEffect(() => {
    onCancelRef.current = onCancel;
  });

  const restoreFocus = useCallback(() => {
    const target = returnFocusRef.current;
    returnFocusRef.current = null;
    if (target?.isConnected) target.focus();
  }, []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    returnFocusRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    document.documentElement.dataset.modalOpen = 'true';
    const openTimer = setTimeout(() => setVisible(true), MODAL_OPEN_DELAY_MS);
    return () => {
      clearTimeout(openTimer);
      clearTimeout(closeTimerRef.current);
      if (dialog.open) dialog.close();
      delete document.documentElement.dataset.modalOpen;
      restoreFocus();
    };
  }, [restoreFocus]);

  const close = useCallback(() => {
    if (isClosingRef.current) return;
    isClosingRef.current = true;
    setVisible(false);
    closeTimerRef.current = setTimeout(() => {
      dialogRef.current?.close();
      restoreFocus();
      // The parent unmounts the modal within this task: a click landing before a deferred render
      // would set the parent's state back to what it still is, leaving a closed modal mounted.
      flushSync(() => onCancelRef.current());
    }, MODAL_CLOSE_DELAY_MS);
  }, [restoreFocus]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    // A modal opened from another (a confirmation over the cart panel) handles its own keys:
    // Escape must close only the top one, and Tab must cycle inside it.
    event.stopPropagation();
    if (event.key === 'Escape') {
      // Prevents the native instant close so the hide animation and delayed cancel still run.
      event.preventDefault();
      close();
      return;
    }
    if (dialogRef.current) trapTabKey(dialogRef.current, event);
  };

  // The panel fills the dialog box, so a press whose target is the <dialog> itself landed on the
  // backdrop. Requiring press and release there avoids closing after a text selection drag.
  const onMouseDown = (event: MouseEvent<HTMLDialogElement>) => {
    pressStartedOnBackdropRef.current = event.target === dialogRef.current;
  };
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === dialogRef.current && pressStartedOnBackdropRef.current) close();
    pressStartedOnBackdropRef.current = false;
  };

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      data-placement={placement}
      data-visible={isVisible}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onKeyDown={onKeyDown}
      onMouseDown={onMouseDown}
      onClick={onClick}
    >
      <div className={styles.panel}>
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={close} aria-label={t('commun.fermer')}>
            <CloseIcon />
          </button>
        </header>
        <div className={styles.body}>
          <ModalCloseContext.Provider value={close}>{children}</ModalCloseContext.Provider>
        </div>
      </div>
    </dialog>
  );
}
