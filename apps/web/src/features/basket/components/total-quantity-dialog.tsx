import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { buttonClassName } from '../../../components/ui/button.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { useModalClose } from '../../../components/ui/modal-context.ts';
import { clampQuantity } from '../lib/quantity-options.ts';
import styles from './total-quantity-dialog.module.css';

interface TotalQuantityDialogProps {
  /** What the basket holds now: the field starts there. */
  current: number;
  /** The largest total the stock allows. */
  max: number;
  /** Receives the total asked for; the caller adds the difference. */
  onSubmit: (total: number) => void;
  onCancel: () => void;
}

function TotalQuantityForm({ current, max, onSubmit }: Omit<TotalQuantityDialogProps, 'onCancel'>) {
  const { t } = useTranslation();
  const close = useModalClose();
  const id = useId();
  const [text, setText] = useState(String(clampQuantity(current, max)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(clampQuantity(Number(text), max));
    close();
  };
  return (
    <form className={styles.form} onSubmit={submit}>
      <label htmlFor={id} className={styles.help}>
        {t('panier.quantite_totale_aide', { max })}
      </label>
      <input
        id={id}
        className={styles.input}
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        step={1}
        required
        value={text}
        onChange={(event) => setText(event.target.value)}
        data-autofocus=""
      />
      <div className={styles.actions}>
        <button type="button" className={buttonClassName('secondary')} onClick={close}>
          {t('commun.annuler')}
        </button>
        <button type="submit" className={buttonClassName('primary')}>
          {t('commun.valider')}
        </button>
      </div>
    </form>
  );
}

/** The "Quantité totale" prompt. It sets the total held in the basket by adding the difference. */
export function TotalQuantityDialog({ onCancel, ...props }: TotalQuantityDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal title={t('panier.quantite_totale')} onCancel={onCancel}>
      <TotalQuantityForm {...props} />
    </Modal>
  );
}
