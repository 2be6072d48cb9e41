import { StockTransferInputSchema, type StockTransferInput } from '@boutique/domain';
import { useState, type FormEvent } from 'react';
import { FormField, type FieldControlProps } from '../../../components/ui/form-field.tsx';
import fieldStyles from '../../../components/ui/form-field.module.css';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import styles from '../../admin.module.css';
import ownStyles from '../stocks.module.css';
import { MovementFormEnd } from './movement-form-end.tsx';

type FieldErrors = Partial<Record<'depuis' | 'vers' | 'quantite' | 'note', string[]>>;

/** Moves units from one warehouse to another; the storefront's total does not change. */
export function TransferForm({
  warehouses,
  onTransfer,
}: {
  warehouses: readonly { id: number; label: string }[];
  onTransfer: (input: StockTransferInput) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [depuis, setDepuis] = useState(String(warehouses[0]?.id ?? ''));
  const [vers, setVers] = useState(String(warehouses[1]?.id ?? ''));
  const [quantite, setQuantite] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState('');
  const [isSaving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFailure('');
    const parsed = StockTransferInputSchema.safeParse({
      depuis,
      vers,
      quantite: quantite.trim() === '' ? undefined : Number(quantite),
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
    setSaving(true);
    try {
      await onTransfer(parsed.data);
      setQuantite('');
      setNote('');
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.errors).length > 0) setErrors(error.errors);
      else setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };

  if (warehouses.length < 2) {
    return <p className={styles.muted}>{t('admin.stocks.transfert_un_entrepot')}</p>;
  }
  const warehouseSelect = (control: FieldControlProps, value: string, onChange: (next: string) => void) => (
    <select
      {...control}
      className={`${fieldStyles.input} ${styles.input}`}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      {warehouses.map((warehouse) => (
        <option key={warehouse.id} value={warehouse.id}>
          {warehouse.label}
        </option>
      ))}
    </select>
  );
  return (
    <form
      className={ownStyles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="transfert-titre"
    >
      <h3 id="transfert-titre" className={`${ownStyles.sectionTitle} ${ownStyles.full}`}>
        {t('admin.stocks.transferer')}
      </h3>
      <FormField label={t('admin.stocks.depuis')} required errors={errors.depuis}>
        {(control) => warehouseSelect(control, depuis, setDepuis)}
      </FormField>
      <FormField label={t('admin.stocks.vers')} required errors={errors.vers}>
        {(control) => warehouseSelect(control, vers, setVers)}
      </FormField>
      <FormField label={t('admin.stocks.quantite')} required errors={errors.quantite}>
        {(control) => (
          <input
            {...control}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            className={`${fieldStyles.input} ${styles.input}`}
            value={quantite}
            onChange={(event) => setQuantite(event.target.value)}
          />
        )}
      </FormField>
      <MovementFormEnd
        note={note}
        onNoteChange={setNote}
        noteErrors={errors.note}
        failure={failure}
        isSaving={isSaving}
        submitLabel={t('admin.stocks.enregistrer_transfert')}
      />
    </form>
  );
}
