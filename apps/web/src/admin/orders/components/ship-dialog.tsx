import { ShipmentInputSchema, type AdminOrderRow } from '@boutique/domain';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import fieldStyles from '../../../components/ui/form-field.module.css';
import { Modal } from '../../../components/ui/modal.tsx';
import { useModalClose } from '../../../components/ui/modal-context.ts';
import { messagesOf, placeServerErrors, useSchemaForm } from '../../kit/schema-form.ts';
import styles from '../../admin.module.css';
import ownStyles from '../orders.module.css';
import { SubmitButton } from '../../kit/submit-button.tsx';

/** The longest tracking number the API keeps. */
const TRACKING_MAX_LENGTH = 80;

function ShipForm({ onShip }: { onShip: (suivi: string) => Promise<unknown> }) {
  const { t } = useTranslation();
  const close = useModalClose();
  const form = useSchemaForm<{ suivi: string }>(ShipmentInputSchema, { suivi: '' });
  const { errors, isSubmitting } = form.formState;
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.handleSubmit(async (input) => {
    try {
      // The schema reads an empty number as none (null); the call takes the text.
      await onShip((input.suivi as string | null) ?? '');
      close();
    } catch (error) {
      if (!placeServerErrors(form, error, ['suivi']))
        setFailure(error instanceof Error ? error.message : String(error));
    }
  });

  return (
    <form
      className={ownStyles.shipForm}
      onSubmit={(event) => {
        setFailure(null);
        void submit(event);
      }}
      noValidate
    >
      <FormField
        label={t('admin.commandes.suivi')}
        hint={t('admin.commandes.suivi_aide')}
        errors={messagesOf(errors.suivi)}
      >
        {(control) => (
          <input
            {...control}
            type="text"
            className={`${fieldStyles.input} ${styles.input}`}
            maxLength={TRACKING_MAX_LENGTH}
            autoComplete="off"
            data-autofocus=""
            {...form.register('suivi')}
          />
        )}
      </FormField>
      <p role="alert" className={styles.formError}>
        {failure === null ? '' : t('admin.commandes.erreur', { message: failure })}
      </p>
      <div className={styles.formFooter}>
        <SubmitButton isBusy={isSubmitting} busyLabel={t('admin.commandes.expedition_en_cours')}>
          {t('admin.commandes.expedier')}
        </SubmitButton>
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
