import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import type { z } from 'zod';
import { issuesToFieldErrors, readFormFailure, type FieldRefusals } from '../lib/form-errors.ts';
import { useRefusalTranslator, type ReasonKeys, type Refusal } from '../lib/reason-keys.ts';

type FormValues = Record<string, string | boolean>;

interface AccountFormOptions<V extends FormValues, S extends z.ZodType> {
  /** The same contract the API checks (packages/domain), so the browser refuses what the server would. */
  schema: S;
  initialValues: V;
  /** Shapes the values for the schema (e.g. drops an empty optional field); the values themselves by default. */
  toInput?: (values: V) => unknown;
  onSubmit: (data: z.output<S>) => Promise<void>;
  /** The form's own wording of refusals, before the account's (compte.erreurs). */
  reasonKeys?: ReasonKeys;
}

/**
 * The state of an account form: values, field errors (cleared when their field gets focus or
 * changes), a form-level message, and the pending flag that disables the button. The
 * values are checked with the shared schema before anything is sent; the server's refusals come
 * back as field errors or as the form's message.
 */
export function useAccountForm<V extends FormValues, S extends z.ZodType>({
  schema,
  initialValues,
  toInput,
  onSubmit,
  reasonKeys,
}: AccountFormOptions<V, S>) {
  const { t } = useTranslation();
  const translate = useRefusalTranslator(...(reasonKeys ? [reasonKeys] : []));
  const [values, setValues] = useState<V>(initialValues);
  const [fieldErrors, setFieldErrors] = useState<FieldRefusals>({});
  const [formMessage, setFormMessage] = useState<Refusal | string | null>(null);
  const [isPending, setPending] = useState(false);
  const fields = Object.keys(initialValues);

  const clearError = (name: keyof V & string) =>
    setFieldErrors((current) => {
      if (!(name in current)) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });

  const setValue = <K extends keyof V & string>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    clearError(name);
    setFormMessage(null);
  };

  /** Props of a text control bound to a string value. */
  const bindText = (name: keyof V & string) => ({
    name,
    value: String(values[name]),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      setValue(name, event.target.value as V[typeof name]),
    onFocus: () => clearError(name),
  });

  /** Props of an EmailInput (its value arrives lower-cased). */
  const bindEmail = (name: keyof V & string) => ({
    name,
    value: String(values[name]),
    onValueChange: (value: string) => setValue(name, value as V[typeof name]),
    onFocus: () => clearError(name),
  });

  const errorsOf = (name: keyof V & string): string[] | undefined =>
    fieldErrors[name]?.map((refusal) => translate(refusal, name));

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    const parsed = schema.safeParse(toInput ? toInput(values) : values);
    if (!parsed.success) {
      const failure = issuesToFieldErrors(parsed.error.issues, fields);
      setFieldErrors(failure.fieldErrors);
      setFormMessage(failure.formMessage);
      return;
    }
    setPending(true);
    setFieldErrors({});
    setFormMessage(null);
    try {
      await onSubmit(parsed.data);
    } catch (error) {
      const failure = readFormFailure(error, fields);
      setFieldErrors(failure.fieldErrors);
      if (failure.isNetwork) setFormMessage(t('compte.erreurs.reseau'));
      else if (Object.keys(failure.fieldErrors).length === 0)
        setFormMessage(failure.formMessage ?? t('compte.erreurs.inconnue'));
    } finally {
      setPending(false);
    }
  };

  return {
    values,
    setValue,
    setValues,
    bindText,
    bindEmail,
    errorsOf,
    clearError,
    formMessage: formMessage === null || typeof formMessage === 'string' ? formMessage : translate(formMessage),
    isPending,
    handleSubmit,
  };
}
