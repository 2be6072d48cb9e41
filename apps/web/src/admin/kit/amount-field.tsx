import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import fieldStyles from '../../components/ui/form-field.module.css';
import { FormField } from '../../components/ui/form-field.tsx';
import styles from '../admin.module.css';

/**
 * A required amount typed in euros ("12,50"), on a react-hook-form field: a decimal keypad on a
 * phone, no autofill. The form turns the text into cents for its schema.
 */
export function AmountField(props: {
  label: string;
  hint: ReactNode;
  errors: string[] | undefined;
  registration: UseFormRegisterReturn;
}) {
  return (
    <FormField label={props.label} required hint={props.hint} errors={props.errors}>
      {(control) => (
        <input
          {...control}
          className={`${fieldStyles.input} ${styles.input} ${styles.amountInput}`}
          inputMode="decimal"
          autoComplete="off"
          {...props.registration}
        />
      )}
    </FormField>
  );
}
