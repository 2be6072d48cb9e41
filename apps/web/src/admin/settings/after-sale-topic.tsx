import { MAX_LOT_ALERT_DAYS, MAX_WITHDRAWAL_DAYS, WITHDRAWAL_PERIOD_DAYS } from '@boutique/domain';
import { get, type FieldError } from 'react-hook-form';
import { FormField } from '../../components/ui/form-field.tsx';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useFieldErrors, type TopicFormApi } from './topic-form.tsx';
import styles from '../admin.module.css';

/** Typed text → a whole number, or the text itself, which the schema then refuses (a stored number stays). */
const wholeNumberOrText = (text: unknown) => {
  if (typeof text !== 'string') return text;
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^\d{1,6}$/u.test(trimmed) ? Number(trimmed) : text;
};

/** A whole number of days (or of `unit`) within the topic's bounds, said as such when out of them. */
export function DaysInput(props: {
  form: TopicFormApi;
  name: string;
  label: string;
  hint: string;
  min: number;
  max: number;
  unit?: 'jours' | 'heures';
}) {
  const unit = props.unit ?? 'jours';
  const { t } = useTranslation();
  const errors = useFieldErrors(props.form);
  const error = get(props.form.formState.errors, props.name) as FieldError | undefined;
  const outOfBounds = error?.type === 'too_small' || error?.type === 'too_big';
  return (
    <FormField
      label={props.label}
      hint={props.hint}
      required
      errors={
        outOfBounds ? [t(`admin.reglages.${unit}_entre`, { min: props.min, max: props.max })] : errors(props.name)
      }
    >
      {(control) => (
        <span>
          <input
            {...control}
            inputMode="numeric"
            autoComplete="off"
            className={`${styles.input} ${styles.amountInput}`}
            {...props.form.register(props.name, { setValueAs: wholeNumberOrText })}
          />{' '}
          {t(`admin.reglages.${unit}`)}
        </span>
      )}
    </FormField>
  );
}

/** After the sale: the withdrawal period the shop grants (14 days at least) and the lot alert window. */
export function ApresVenteFields({ form }: { form: TopicFormApi }) {
  const { t } = useTranslation();
  return (
    <div className={styles.linkForm}>
      <DaysInput
        form={form}
        name="retractation_jours"
        label={t('admin.reglages.champs.retractation_jours')}
        hint={t('admin.reglages.aides.retractation_jours')}
        min={WITHDRAWAL_PERIOD_DAYS}
        max={MAX_WITHDRAWAL_DAYS}
      />
      <DaysInput
        form={form}
        name="lots_alerte_jours"
        label={t('admin.reglages.champs.lots_alerte_jours')}
        hint={t('admin.reglages.aides.lots_alerte_jours')}
        min={1}
        max={MAX_LOT_ALERT_DAYS}
      />
    </div>
  );
}
