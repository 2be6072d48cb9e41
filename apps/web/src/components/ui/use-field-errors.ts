import { useCallback, useState, type ChangeEvent } from 'react';
import type { PhoneInputStatus } from './phone-input.tsx';

/**
 * A form's field errors: set after a check or a server answer, and a field's errors
 * are cleared as soon as it gets the focus or changes.
 */
export function useFieldErrors<Field extends string>() {
  const [errors, setErrors] = useState<Partial<Record<Field, string[]>>>({});
  const clearError = useCallback((field: Field) => {
    setErrors((current) => {
      if (!current[field]) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }, []);
  return { errors, setErrors, clearError };
}

/** A form's outcome: the success said in its polite live region, or a warning said at once. */
export interface FormResult {
  kind: 'success' | 'warning';
  text: string;
}

/**
 * A form's values with their field errors and its outcome: changing a value clears that field's
 * errors and the outcome, and a field's errors go when it gets the focus.
 */
export function useFormValues<Values extends object>(initial: Values | (() => Values)) {
  type Field = keyof Values & string;
  const [values, setValues] = useState<Values>(initial);
  const [result, setResult] = useState<FormResult | null>(null);
  const { errors, setErrors, clearError } = useFieldErrors<Field>();
  const change = <K extends Field>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearError(field);
    setResult(null);
  };
  const focusProps = (field: Field) => ({ onFocus: () => clearError(field) });
  /** Each phone field's refusal of the number typed, for the form's check before sending. */
  const [phoneErrors, setPhoneErrors] = useState<Partial<Record<Field, string>>>({});
  /** Props of a text control (input, select, textarea) bound to a string value. */
  const bindText = (field: Field) => ({
    name: field,
    value: String(values[field]),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      change(field, event.target.value as Values[Field]),
    ...focusProps(field),
  });
  /** Props of an EmailInput (its value arrives lower-cased). */
  const bindEmail = (field: Field) => ({
    name: field,
    value: String(values[field]),
    onValueChange: (value: string) => change(field, value as Values[Field]),
    ...focusProps(field),
  });
  /** Props of a PhoneField bound to a number in E.164; its refusal lands in `phoneErrors`. */
  const bindPhone = (field: Field) => ({
    name: field,
    value: String(values[field]),
    onChange: (value: string, status: PhoneInputStatus) => {
      setPhoneErrors((current) => ({ ...current, [field]: status.error ?? undefined }));
      change(field, value as Values[Field]);
    },
    ...focusProps(field),
  });
  /** Props of a TextField, an EmailField, a PhoneField: the control bound to its value, with its errors. */
  const textField = (field: Field) => ({ ...bindText(field), errors: errors[field] });
  const emailField = (field: Field) => ({ ...bindEmail(field), errors: errors[field] });
  const phoneField = (field: Field) => ({ ...bindPhone(field), errors: errors[field] });
  return {
    values,
    setValues,
    result,
    setResult,
    errors,
    setErrors,
    clearError,
    change,
    focusProps,
    bindText,
    textField,
    emailField,
    phoneField,
    phoneErrors,
  };
}
