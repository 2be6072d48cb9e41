import { hundredthsText, parseHundredths, shopInstant, shopWallClock } from '@boutique/domain';
import { useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import { FormField } from '../../components/ui/form-field.tsx';
import { useTranslation } from '../../lib/i18n-react.tsx';
import type { FormValues } from '../kit/form-fields.tsx';
import styles from '../admin.module.css';

/**
 * A nullable instant edited as a date and time of the shop's clock (Paris), whatever the
 * browser's zone, and saying so under the input; blank sends null.
 */
export function InstantInput(props: {
  control: Control<FormValues>;
  name: string;
  label: string;
  hint?: string;
  errors: string[] | undefined;
}) {
  const { t } = useTranslation();
  const { field } = useController({ control: props.control, name: props.name });
  return (
    <FormField label={props.label} errors={props.errors} hint={props.hint ?? t('admin.heure_paris')}>
      {(control) => (
        <input
          {...control}
          required={false}
          type="datetime-local"
          name={field.name}
          ref={field.ref}
          onBlur={field.onBlur}
          className={styles.input}
          value={shopWallClock(field.value)}
          onChange={(event) => field.onChange(shopInstant(event.target.value)?.toISOString() ?? null)}
        />
      )}
    </FormField>
  );
}

/**
 * An integer of hundredths typed as a decimal (euros for cents, % for basis points) with its unit
 * after the input; text that is no number is kept as typed, for the schema to refuse it.
 */
export function HundredthsInput(props: {
  control: Control<FormValues>;
  name: string;
  label: string;
  unit: string;
  required?: boolean;
  hint?: string;
  errors: string[] | undefined;
}) {
  const { field } = useController({ control: props.control, name: props.name });
  const [text, setText] = useState(() => (typeof field.value === 'number' ? hundredthsText(field.value) : ''));
  return (
    <FormField label={props.label} required={props.required} errors={props.errors} hint={props.hint}>
      {(control) => (
        <span>
          <input
            {...control}
            name={field.name}
            ref={field.ref}
            onBlur={field.onBlur}
            inputMode="decimal"
            className={`${styles.input} ${styles.amountInput}`}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              const parsed = parseHundredths(event.target.value);
              field.onChange(parsed ?? (event.target.value.trim() === '' ? undefined : event.target.value));
            }}
          />{' '}
          {props.unit}
        </span>
      )}
    </FormField>
  );
}
