import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type Resolver,
  type UseFormProps,
  type UseFormRegister,
  type UseFormReturn,
} from 'react-hook-form';
import { joinMessages } from '../../components/ui/form-field.tsx';
import { ApiError } from '../../lib/api-client.ts';

/** A shared zod schema of packages/domain, as the resolver takes it (the web app does not import zod). */
export type SharedSchema = Parameters<typeof zodResolver>[0];

/**
 * A back-office form on the very schema the server applies (decision 002): react-hook-form holds
 * the values, the schema's own messages become the fields' errors, the first one gets the focus.
 * Checked on submit only; a field's error goes as soon as it changes, as in the shop.
 */
export function useSchemaForm<V extends FieldValues, Output extends FieldValues = V>(
  schema: SharedSchema,
  defaultValues: DefaultValues<V>,
  options: Omit<UseFormProps<V, unknown, Output>, 'defaultValues' | 'resolver'> & {
    /** Shapes the typed values for the schema (an empty number left out, a text made a number). */
    toInput?: (values: V) => unknown;
  } = {},
): UseFormReturn<V, unknown, Output> {
  const { toInput, ...formOptions } = options;
  const check = zodResolver(schema) as unknown as Resolver<V, unknown, Output>;
  const form = useForm<V, unknown, Output>({
    reValidateMode: 'onSubmit',
    criteriaMode: 'all',
    ...formOptions,
    defaultValues,
    resolver: (values, context, resolverOptions) =>
      check(toInput ? (toInput(values) as V) : values, context, resolverOptions),
  });
  const register: UseFormRegister<V> = (name, registerOptions) =>
    form.register(name, {
      ...registerOptions,
      onChange: (event: unknown) => {
        form.clearErrors(name);
        return registerOptions?.onChange?.(event);
      },
    } as RegisterOptions<V, typeof name>);
  return { ...form, register };
}

/**
 * Puts the server's field errors (the 400 envelope) on the form's own fields, the first one
 * focused; says whether any landed, so the caller shows the general message otherwise.
 */
export function placeServerErrors<V extends FieldValues, Output extends FieldValues>(
  form: UseFormReturn<V, unknown, Output>,
  error: unknown,
  fields: readonly Path<V>[],
): boolean {
  if (!(error instanceof ApiError)) return false;
  let placed = false;
  for (const field of fields) {
    const messages = error.errors[field];
    if (!messages?.length) continue;
    form.setError(field, { type: 'server', message: joinMessages(messages) }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}

/** A field's errors as the messages FormField shows: the schema's (every rule broken) or the server's own words. */
export function messagesOf(error: FieldError | undefined): string[] | undefined {
  if (!error) return undefined;
  const all = Object.values(error.types ?? {})
    .flat()
    .filter((message): message is string => typeof message === 'string' && message !== '');
  const messages = [...new Set(error.message ? [error.message, ...all] : all)];
  return messages.length > 0 ? messages : undefined;
}
