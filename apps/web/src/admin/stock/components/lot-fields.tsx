import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field.tsx';
import fieldStyles from '../../../components/ui/form-field.module.css';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { messagesOf } from '../../kit/schema-form.ts';
import styles from '../../admin.module.css';

type LotField = 'numero' | 'fabrication' | 'dluo' | 'pao_mois';

/**
 * A received lot: its number and dates as printed on the units (a best-before date or a period
 * after opening). Left empty, the units go to the variant's lot INITIAL.
 */
export function LotFields({
  register,
  errors,
}: {
  register: (field: LotField) => UseFormRegisterReturn;
  errors: Partial<Record<LotField, FieldError | undefined>> | undefined;
}) {
  const { t } = useTranslation();
  const input = `${fieldStyles.input} ${styles.input}`;
  return (
    <>
      <FormField label={t('admin.lots.numero')} hint={t('admin.lots.numero_aide')} errors={messagesOf(errors?.numero)}>
        {(control) => <input {...control} className={input} maxLength={40} {...register('numero')} />}
      </FormField>
      <FormField label={t('admin.lots.fabrication')} errors={messagesOf(errors?.fabrication)}>
        {(control) => <input {...control} type="date" className={input} {...register('fabrication')} />}
      </FormField>
      <FormField label={t('admin.lots.dluo')} errors={messagesOf(errors?.dluo)}>
        {(control) => <input {...control} type="date" className={input} {...register('dluo')} />}
      </FormField>
      <FormField label={t('admin.lots.pao')} hint={t('admin.lots.pao_aide')} errors={messagesOf(errors?.pao_mois)}>
        {(control) => (
          <input
            {...control}
            type="number"
            inputMode="numeric"
            min={1}
            max={60}
            step={1}
            className={input}
            {...register('pao_mois')}
          />
        )}
      </FormField>
    </>
  );
}
