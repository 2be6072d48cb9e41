import type { InputHTMLAttributes } from 'react';
import { FormField, inputClassName, type FieldControlled, type FieldFrameProps } from './form-field.tsx';

type EmailInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange'> & {
  value: string;
  /** Called with the typed text lower-cased: the shop stores addresses that way (spec §5). */
  onValueChange: (value: string) => void;
};

/** An e-mail field that keeps its value lower-case as it is typed, with the phone keyboard for addresses. */
export function EmailInput({ value, onValueChange, className, ...rest }: EmailInputProps) {
  return (
    <input
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      maxLength={254}
      {...rest}
      className={inputClassName(className)}
      value={value}
      onChange={(event) => onValueChange(event.target.value.toLowerCase())}
    />
  );
}

/** A labelled e-mail field: a FormField around an EmailInput. */
export function EmailField({
  label,
  required,
  errors,
  hint,
  ...input
}: FieldFrameProps & FieldControlled<EmailInputProps>) {
  return (
    <FormField label={label} required={required} errors={errors} hint={hint}>
      {(control) => <EmailInput {...control} {...input} />}
    </FormField>
  );
}
