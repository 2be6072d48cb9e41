import { StockTransferInputSchema, type StockTransferInput } from '@boutique/domain';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field.tsx';
import fieldStyles from '../../../components/ui/form-field.module.css';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { messagesOf, placeServerErrors, useSchemaForm } from '../../kit/schema-form.ts';
import styles from '../../admin.module.css';
import { MovementForm, WarehouseSelect } from './movement-form.tsx';
import { MovementFormEnd } from './movement-form-end.tsx';

type Typed = Record<'depuis' | 'vers' | 'quantite' | 'note', string>;

/** The typed texts as the schema reads them: an empty quantity or note is left out. */
const toInput = (typed: Typed) => ({
  depuis: typed.depuis,
  vers: typed.vers,
  quantite: typed.quantite.trim() === '' ? undefined : Number(typed.quantite),
  note: typed.note.trim() || undefined,
});

/** Moves units from one warehouse to another; the storefront's total does not change. */
export function TransferForm({
  warehouses,
  onTransfer,
}: {
  warehouses: readonly { id: number; label: string }[];
  onTransfer: (input: StockTransferInput) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const form = useSchemaForm<Typed, StockTransferInput>(
    StockTransferInputSchema,
    { depuis: String(warehouses[0]?.id ?? ''), vers: String(warehouses[1]?.id ?? ''), quantite: '', note: '' },
    { toInput },
  );
  const { errors, isSubmitting } = form.formState;
  // Selects are controlled: a registered select is not given its starting value in every DOM.
  const chosen = useWatch({ control: form.control, name: ['depuis', 'vers'] });
  const [failure, setFailure] = useState('');

  const submit = form.handleSubmit(async (parsed) => {
    try {
      await onTransfer(parsed);
      form.setValue('quantite', '');
      form.setValue('note', '');
    } catch (error) {
      if (!placeServerErrors(form, error, ['depuis', 'vers', 'quantite', 'note'])) {
        setFailure(error instanceof Error ? error.message : String(error));
      }
    }
  });

  if (warehouses.length < 2) {
    return <p className={styles.muted}>{t('admin.stocks.transfert_un_entrepot')}</p>;
  }
  return (
    <MovementForm title={t('admin.stocks.transferer')} onStart={() => setFailure('')} submit={submit}>
      <FormField label={t('admin.stocks.depuis')} required errors={messagesOf(errors.depuis)}>
        {(control) => (
          <WarehouseSelect
            control={control}
            field={form.register('depuis')}
            value={chosen[0]}
            warehouses={warehouses}
          />
        )}
      </FormField>
      <FormField label={t('admin.stocks.vers')} required errors={messagesOf(errors.vers)}>
        {(control) => (
          <WarehouseSelect control={control} field={form.register('vers')} value={chosen[1]} warehouses={warehouses} />
        )}
      </FormField>
      <FormField label={t('admin.stocks.quantite')} required errors={messagesOf(errors.quantite)}>
        {(control) => (
          <input
            {...control}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            className={`${fieldStyles.input} ${styles.input}`}
            {...form.register('quantite')}
          />
        )}
      </FormField>
      <MovementFormEnd
        noteField={form.register('note')}
        noteErrors={messagesOf(errors.note)}
        failure={failure}
        isSaving={isSubmitting}
        submitLabel={t('admin.stocks.enregistrer_transfert')}
      />
    </MovementForm>
  );
}
