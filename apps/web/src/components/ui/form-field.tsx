import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './form-field.module.css';

/** What a control needs to be named, described and flagged by its field. */
export interface FieldControlProps {
  id: string;
  required: boolean;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FormFieldProps extends FieldFrameProps {
  children: (control: FieldControlProps) => ReactNode;
}

/** What a field shows around its control: the label, the asterisk, a hint, the errors. */
export interface FieldFrameProps {
  label: ReactNode;
  /** Shows the asterisk; the control also gets `required`, which assistive tools read. */
  required?: boolean;
  /** The field's error messages (already in the page's language), shown joined under it. */
  errors?: readonly string[] | undefined;
  /** A short help text under the control. */
  hint?: ReactNode;
}

/** A field's messages are shown as one text, each sentence ending with a period. */
export function joinMessages(messages: readonly string[]): string {
  return messages
    .map((message) => message.trim().replace(/[.\s]+$/u, ''))
    .filter(Boolean)
    .map((message) => `${message}.`)
    .join(' ');
}

/** A labelled form field: label (with an asterisk when required), the control, a hint, the errors. */
export function FormField({ label, required = false, errors, hint, children }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hasErrors = errors !== undefined && errors.length > 0;
  const describedBy = [hint ? hintId : null, hasErrors ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field} data-invalid={hasErrors}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {required && (
          <span className={styles.asterisk} aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {children({ id, required, 'aria-invalid': hasErrors ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {hasErrors && (
        <p id={errorId} className={styles.error}>
          {joinMessages(errors)}
        </p>
      )}
    </div>
  );
}

/** The props a control keeps once its field names, describes and flags it. */
export type FieldControlled<P> = Omit<P, keyof FieldControlProps | keyof FieldFrameProps>;

/** Classes for a control styled as a field's input, with its own additions. */
export function inputClassName(className?: string): string {
  return [styles.input, className].filter(Boolean).join(' ');
}

type TextFieldProps = FieldFrameProps & FieldControlled<InputHTMLAttributes<HTMLInputElement>>;

/** A labelled text input: a FormField around an input styled as the field's input. */
export function TextField({ label, required, errors, hint, className, ...input }: TextFieldProps) {
  return (
    <FormField label={label} required={required} errors={errors} hint={hint}>
      {(control) => <input {...control} {...input} className={inputClassName(className)} />}
    </FormField>
  );
}
