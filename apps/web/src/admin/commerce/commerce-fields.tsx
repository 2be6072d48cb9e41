import { hundredthsText, parseHundredths } from '@boutique/domain';
import { useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import { FormField } from '../../components/ui/form-field.tsx';
import type { FormValues } from '../kit/form-fields.tsx';
import styles from '../admin.module.css';

/** An ISO instant as a datetime-local input shows it, in the browser's time zone. */
export function localDateTime(value: unknown): string {
  if (typeof value !== 'string' && !(value instanceof Date)) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A nullable instant edited as a local date and time; blank sends null. */
export function InstantInput(props: {
  control: Control<FormValues>;
  name: string;
  label: string;
  hint?: string;
  errors: string[] | undefined;
}) {
  const { field } = useController({ control: props.control, name: props.name });
  return (
    <FormField label={props.label} errors={props.errors} hint={props.hint}>
      {(control) => (
        <input
          {...control}
          required={false}
          type="datetime-local"
          name={field.name}
          ref={field.ref}
          onBlur={field.onBlur}
          className={styles.input}
          value={localDateTime(field.value)}
          onChange={(event) => {
            const text = event.target.value;
            const date = text ? new Date(text) : null;
            field.onChange(date && !Number.isNaN(date.getTime()) ? date.toISOString() : null);
          }}
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
