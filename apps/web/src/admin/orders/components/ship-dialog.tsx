import type { AdminOrderRow } from '@boutique/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import fieldStyles from '../../../components/ui/form-field.module.css';
import { Modal } from '../../../components/ui/modal.tsx';
import { useModalClose } from '../../../components/ui/modal-context.ts';
import { ApiError } from '../../../lib/api-client.ts';
import styles from '../../admin.module.css';
import ownStyles from '../orders.module.css';

/** The longest tracking number the API keeps. */
const TRACKING_MAX_LENGTH = 80;

function ShipForm({ onShip }: { onShip: (suivi: string) => Promise<unknown> }) {
  const { t } = useTranslation();
  const close = useModalClose();
  const [suivi, setSuivi] = useState('');
  const [isSaving, setSaving] = useState(false);
  const [error, setError] = useState<{ field?: string[]; message: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      await onShip(suivi);
      close();
    } catch (failure) {
      const field = failure instanceof ApiError ? failure.errors.suivi : undefined;
      setError({ field, message: failure instanceof Error ? failure.message : String(failure) });
      setSaving(false);
    }
  };

  return (
    <form className={ownStyles.shipForm} onSubmit={(event) => void submit(event)} noValidate>
      <FormField label={t('admin.commandes.suivi')} hint={t('admin.commandes.suivi_aide')} errors={error?.field}>
        {(control) => (
          <input
            {...control}
            type="text"
            className={`${fieldStyles.input} ${styles.input}`}
            value={suivi}
            maxLength={TRACKING_MAX_LENGTH}
            autoComplete="off"
            data-autofocus=""
            onChange={(event) => setSuivi(event.target.value)}
          />
        )}
      </FormField>
      <p role="alert" className={styles.formError}>
        {error && !error.field ? t('admin.commandes.erreur', { message: error.message }) : ''}
      </p>
      <div className={styles.formFooter}>
        <button type="submit" className={styles.buttonPrimary} disabled={isSaving}>
          {isSaving ? t('admin.commandes.expedition_en_cours') : t('admin.commandes.expedier')}
        </button>
      </div>
    </form>
  );
}

/** "Marquer expédiée": an optional tracking number, then the call; the customer is mailed by the API. */
export function ShipDialog({
  order,
  onShip,
  onCancel,
}: {
  order: Pick<AdminOrderRow, 'numero'>;
  onShip: (suivi: string) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal title={t('admin.commandes.expedier_titre', { numero: order.numero ?? '' })} onCancel={onCancel}>
      <ShipForm onShip={onShip} />
    </Modal>
  );
}
