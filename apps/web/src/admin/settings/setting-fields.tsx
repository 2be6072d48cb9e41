import { get, type FieldError } from 'react-hook-form';
import { FormField } from '../../components/ui/form-field.tsx';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { HundredthsInput } from '../commerce/commerce-fields.tsx';
import { useFieldErrors, type TopicFormApi } from './topic-form.tsx';
import styles from '../admin.module.css';

/**
 * A setting's input, named and explained by its translation keys: `admin.reglages.champs.<key>`
 * and `admin.reglages.aides.<key>`, the key being the setting's name unless `field` says otherwise.
 */
interface SettingProps {
  form: TopicFormApi;
  name: string;
  field?: string;
}

function useSettingTexts({ name, field = name }: SettingProps) {
  const { t } = useTranslation();
  return { label: t(`admin.reglages.champs.${field}`), hint: t(`admin.reglages.aides.${field}`) };
}

/** A setting that is on or off. */
export function SettingSwitch(props: SettingProps) {
  const { label, hint } = useSettingTexts(props);
  return (
    <label className={styles.wide}>
      <input type="checkbox" {...props.form.register(props.name)} /> {label}
      <small className={styles.muted}> {hint}</small>
    </label>
  );
}

/** An amount kept in hundredths (cents, basis points) and typed in units: euros or per cent. */
export function SettingAmount(props: SettingProps & { unit: '€' | '%' }) {
  const { label, hint } = useSettingTexts(props);
  const errors = useFieldErrors(props.form);
  return (
    <HundredthsInput
      control={props.form.control}
      name={props.name}
      label={label}
      unit={props.unit}
      required
      hint={hint}
      errors={errors(props.name)}
    />
  );
}

/** Typed text → a whole number, or the text itself, which the schema then refuses (a stored number stays). */
const wholeNumberOrText = (text: unknown) => {
  if (typeof text !== 'string') return text;
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^\d{1,6}$/u.test(trimmed) ? Number(trimmed) : text;
};

/** A whole number of days (or of `unit`) within the setting's bounds, said as such when out of them. */
export function SettingCount(props: SettingProps & { min: number; max: number; unit?: 'jours' | 'heures' }) {
  const unit = props.unit ?? 'jours';
  const { t } = useTranslation();
  const { label, hint } = useSettingTexts(props);
  const errors = useFieldErrors(props.form);
  const error = get(props.form.formState.errors, props.name) as FieldError | undefined;
  const outOfBounds = error?.type === 'too_small' || error?.type === 'too_big';
  return (
    <FormField
      label={label}
      hint={hint}
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
