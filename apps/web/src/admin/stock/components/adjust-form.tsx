import {
  ADJUSTMENT_REASONS,
  StockAdjustmentInputSchema,
  type AdjustmentReason,
  type StockAdjustmentInput,
  type VariantStock,
} from '@boutique/domain';
import { useState, type FormEvent } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import fieldStyles from '../../../components/ui/form-field.module.css';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import styles from '../../admin.module.css';
import ownStyles from '../stocks.module.css';
import { MovementFormEnd } from './movement-form-end.tsx';

type FieldErrors = Partial<Record<'entrepot_id' | 'quantite' | 'motif' | 'note', string[]>>;

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
  const [entrepot, setEntrepot] = useState(String(warehouses[0]?.id ?? ''));
  const [operation, setOperation] = useState<StockAdjustmentInput['operation']>('ajouter');
  const [quantite, setQuantite] = useState('');
  const [motif, setMotif] = useState<AdjustmentReason>('receipt');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState('');
  const [isSaving, setSaving] = useState(false);
  const [toConfirm, setToConfirm] = useState<{ input: StockAdjustmentInput; removed: number } | null>(null);

  const send = async (input: StockAdjustmentInput) => {
    setSaving(true);
    try {
      await onAdjust(input);
      setQuantite('');
      setNote('');
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.errors).length > 0) setErrors(error.errors);
      else setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFailure('');
    const parsed = StockAdjustmentInputSchema.safeParse({
      entrepot_id: entrepot,
      operation,
      quantite: quantite.trim() === '' ? undefined : Number(quantite),
      motif: operation === 'ajouter' ? motif : undefined,
      note: note.trim() || undefined,
    });
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]) as keyof FieldErrors;
        found[field] = [...(found[field] ?? []), issue.message];
      }
      setErrors(found);
      return;
    }
    const current = variant.entrepots.find((row) => row.entrepot_id === parsed.data.entrepot_id)?.quantite ?? 0;
    const delta = parsed.data.operation === 'fixer' ? parsed.data.quantite - current : parsed.data.quantite;
    if (delta < 0) setToConfirm({ input: parsed.data, removed: -delta });
    else void send(parsed.data);
  };

  const warehouseLabel = (id: number) => warehouses.find((warehouse) => warehouse.id === id)?.label ?? '';
  return (
    <form className={ownStyles.form} onSubmit={submit} noValidate aria-labelledby="ajustement-titre">
      <h3 id="ajustement-titre" className={`${ownStyles.sectionTitle} ${ownStyles.full}`}>
        {t('admin.stocks.ajuster')}
      </h3>
      <FormField label={t('admin.stocks.entrepot')} required errors={errors.entrepot_id}>
        {(control) => (
          <select
            {...control}
            className={`${fieldStyles.input} ${styles.input}`}
            value={entrepot}
            onChange={(event) => setEntrepot(event.target.value)}
          >
            {warehouses.map((warehouse) => (
              <option key={warehouse.id} value={warehouse.id}>
                {warehouse.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={t('admin.stocks.operation')} required>
        {(control) => (
          <select
            {...control}
            className={`${fieldStyles.input} ${styles.input}`}
            value={operation}
            onChange={(event) => setOperation(event.target.value as StockAdjustmentInput['operation'])}
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
        errors={errors.quantite}
      >
        {(control) => (
          <input
            {...control}
            type="number"
            inputMode="numeric"
            step={1}
            className={`${fieldStyles.input} ${styles.input}`}
            value={quantite}
            onChange={(event) => setQuantite(event.target.value)}
          />
        )}
      </FormField>
      {operation === 'ajouter' && (
        <FormField label={t('admin.stocks.motif')} required errors={errors.motif}>
          {(control) => (
            <select
              {...control}
              className={`${fieldStyles.input} ${styles.input}`}
              value={motif}
              onChange={(event) => setMotif(event.target.value as AdjustmentReason)}
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
      <MovementFormEnd
        note={note}
        onNoteChange={setNote}
        noteErrors={errors.note}
        failure={failure}
        isSaving={isSaving}
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
    </form>
  );
}
