import { Controller, type UseFormReturn } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field.tsx';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { errorText, type FormValues } from '../../kit/form-fields.tsx';
import styles from '../../admin.module.css';
import kit from '../../kit/kit.module.css';

/** The delivery lead time: one day count, or a range "from … to …" days. */
export function DeliveryDays({ form }: { form: UseFormReturn<FormValues> }) {
  const { t } = useTranslation();
  return (
    <Controller
      control={form.control}
      name="delais"
      render={({ field, fieldState }) => {
        const days = Array.isArray(field.value) ? (field.value as number[]) : [];
        const setDay = (index: 0 | 1, text: string) => {
          const next = [days[0] ?? null, days[1] ?? null];
          next[index] = text === '' ? null : Number(text);
          field.onChange(next.filter((day): day is number => day !== null && Number.isFinite(day)));
        };
        return (
          <fieldset className={kit.checkGroup}>
            <legend>{t('admin.variante.delais')}</legend>
            {([0, 1] as const).map((index) => (
              <FormField
                key={index}
                label={t(index === 0 ? 'admin.variante.delais_de' : 'admin.variante.delais_a')}
                errors={index === 1 ? errorText(fieldState.error, t) : undefined}
              >
                {(control) => (
                  <input
                    {...control}
                    type="number"
                    min={0}
                    step={1}
                    className={styles.input}
                    value={days[index] ?? ''}
                    onChange={(event) => setDay(index, event.target.value)}
                  />
                )}
              </FormField>
            ))}
          </fieldset>
        );
      }}
    />
  );
}
