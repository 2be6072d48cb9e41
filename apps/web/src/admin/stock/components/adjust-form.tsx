import {
  ADJUSTMENT_REASONS,
  StockAdjustmentInputSchema,
  type AdjustmentReason,
  type StockAdjustmentInput,
  type VariantStock,
} from '@boutique/domain';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import fieldStyles from '../../../components/ui/form-field.module.css';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { messagesOf, placeServerErrors, useSchemaForm } from '../../kit/schema-form.ts';
import styles from '../../admin.module.css';
import { LotFields } from './lot-fields.tsx';
import { lotRefusalKey } from './lot-refusals.ts';
import { MovementForm, WarehouseSelect } from './movement-form.tsx';
import { MovementFormEnd } from './movement-form-end.tsx';

type Typed = Record<'entrepot_id' | 'quantite' | 'note', string> & {
  operation: StockAdjustmentInput['operation'];
  motif: AdjustmentReason;
  lot: Record<'numero' | 'fabrication' | 'dluo' | 'pao_mois', string>;
};

const NO_LOT = { numero: '', fabrication: '', dluo: '', pao_mois: '' };

/** The lot typed, when units are received with a number (else they go to INITIAL). */
const lotOf = (typed: Typed) =>
  typed.operation === 'ajouter' && typed.lot.numero.trim()
    ? {
        numero: typed.lot.numero,
        fabrication: typed.lot.fabrication || null,
        dluo: typed.lot.dluo || null,
        pao_mois: typed.lot.pao_mois.trim() === '' ? null : Number(typed.lot.pao_mois),
      }
    : undefined;

/** The typed texts as the schema reads them: a reason only when adding, an empty quantity or note left out. */
const toInput = (typed: Typed) => ({
  entrepot_id: typed.entrepot_id,
  operation: typed.operation,
  quantite: typed.quantite.trim() === '' ? undefined : Number(typed.quantite),
  motif: typed.operation === 'ajouter' ? typed.motif : undefined,
  note: typed.note.trim() || undefined,
  lot: lotOf(typed),
});

/**
 * Corrects a warehouse's count: add or remove units (a signed number, with a reason) or set the
 * count found (a stock count, which the ledger always records as an adjustment with the figure
 * counted, so no reason is asked), with a note. Taking units away asks for a confirmation first.
 */
export function AdjustForm({
  variant,
  warehouses,
  onAdjust,
}: {
  variant: VariantStock;
  warehouses: readonly { id: number; label: string }[];
  onAdjust: (input: StockAdjustmentInput) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const form = useSchemaForm<Typed, StockAdjustmentInput>(
    StockAdjustmentInputSchema,
    {
      entrepot_id: String(warehouses[0]?.id ?? ''),
      operation: 'ajouter',
      quantite: '',
      motif: 'receipt',
      note: '',
      lot: NO_LOT,
    },
    { toInput },
  );
  const { errors, isSubmitting } = form.formState;
  // Selects are controlled: a registered select is not given its starting value in every DOM.
  const [entrepot, operation, motif] = useWatch({ control: form.control, name: ['entrepot_id', 'operation', 'motif'] });
  const [failure, setFailure] = useState('');
  const [isSending, setSending] = useState(false);
  const [toConfirm, setToConfirm] = useState<{ input: StockAdjustmentInput; removed: number } | null>(null);

  const send = async (input: StockAdjustmentInput) => {
    setSending(true);
    try {
      await onAdjust(input);
      form.setValue('quantite', '');
      form.setValue('note', '');
      form.setValue('lot', NO_LOT);
    } catch (error) {
      const lotRefusal = lotRefusalKey(error);
      if (lotRefusal) setFailure(t(lotRefusal));
      else if (!placeServerErrors(form, error, ['entrepot_id', 'quantite', 'motif', 'note'])) {
        setFailure(error instanceof Error ? error.message : String(error));
      }
    } finally {
      setSending(false);
    }
  };

  const submit = form.handleSubmit(async (parsed) => {
    const current = variant.entrepots.find((row) => row.entrepot_id === parsed.entrepot_id)?.quantite ?? 0;
    const delta = parsed.operation === 'fixer' ? parsed.quantite - current : parsed.quantite;
    if (delta < 0) setToConfirm({ input: parsed, removed: -delta });
    else await send(parsed);
  });

  const warehouseLabel = (id: number) => warehouses.find((warehouse) => warehouse.id === id)?.label ?? '';
  return (
    <MovementForm title={t('admin.stocks.ajuster')} onStart={() => setFailure('')} submit={submit}>
      <FormField label={t('admin.stocks.entrepot')} required errors={messagesOf(errors.entrepot_id)}>
        {(control) => (
          <WarehouseSelect
            control={control}
            field={form.register('entrepot_id')}
            value={entrepot}
            warehouses={warehouses}
          />
        )}
      </FormField>
      <FormField label={t('admin.stocks.operation')} required>
        {(control) => (
          <select
            {...control}
            className={`${fieldStyles.input} ${styles.input}`}
            {...form.register('operation')}
            value={operation}
          >
            <option value="ajouter">{t('admin.stocks.operations.ajouter')}</option>
            <option value="fixer">{t('admin.stocks.operations.fixer')}</option>
          </select>
        )}
      </FormField>
      <FormField
        label={t('admin.stocks.quantite')}
        required
        hint={operation === 'ajouter' ? t('admin.stocks.quantite_aide_ajouter') : t('admin.stocks.quantite_aide_fixer')}
        errors={messagesOf(errors.quantite)}
      >
        {(control) => (
          <input
            {...control}
            type="number"
            inputMode="numeric"
            step={1}
            className={`${fieldStyles.input} ${styles.input}`}
            {...form.register('quantite')}
          />
        )}
      </FormField>
      {operation === 'ajouter' && (
        <FormField label={t('admin.stocks.motif')} required errors={messagesOf(errors.motif)}>
          {(control) => (
            <select
              {...control}
              className={`${fieldStyles.input} ${styles.input}`}
              {...form.register('motif')}
              value={motif}
            >
              {ADJUSTMENT_REASONS.map((reason) => (
                <option key={reason} value={reason}>
                  {t(`admin.stocks.motifs.${reason}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
      {operation === 'ajouter' && motif === 'receipt' && (
        <LotFields register={(field) => form.register(`lot.${field}`)} errors={errors.lot} />
      )}
      <MovementFormEnd
        noteField={form.register('note')}
        noteErrors={messagesOf(errors.note)}
        failure={failure}
        isSaving={isSubmitting || isSending}
        submitLabel={t('admin.stocks.enregistrer_ajustement')}
      />
      {toConfirm && (
        <ConfirmDialog
          title={t('admin.stocks.retirer_titre')}
          message={t('admin.stocks.retirer_question', {
            count: toConfirm.removed,
            entrepot: warehouseLabel(toConfirm.input.entrepot_id),
          })}
          confirmLabel={t('admin.stocks.retirer')}
          onConfirm={() => void send(toConfirm.input)}
          onCancel={() => setToConfirm(null)}
        />
      )}
    </MovementForm>
  );
}
