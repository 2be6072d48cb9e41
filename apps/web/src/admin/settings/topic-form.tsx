import { zodResolver } from '@hookform/resolvers/zod';
import { SETTINGS_SCHEMAS, type SettingsByTopic, type SettingsTopic } from '@boutique/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { get, useForm, type FieldError, type Resolver, type UseFormReturn } from 'react-hook-form';
import { FormField } from '../../components/ui/form-field.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { errorText, type FormValues } from '../kit/form-fields.tsx';
import { useUnsavedGuard } from '../kit/unsaved-guard.tsx';
import { saveSettings, settingsQueryKey } from './settings-api.ts';
import styles from '../admin.module.css';
import local from './settings.module.css';
import { SubmitButton } from '../kit/submit-button.tsx';

export type TopicFormApi = UseFormReturn<FormValues>;

/**
 * A field's messages in the page's language (the server's own words, or ours for a schema rule).
 * Text typed where a number belongs is invalid rather than missing.
 */
export function useFieldErrors(form: TopicFormApi) {
  const { t } = useTranslation();
  return (name: string) => {
    const error = get(form.formState.errors, name) as FieldError | undefined;
    const typed = form.getValues(name);
    if (error?.type === 'invalid_type' && typeof typed === 'string' && typed.trim() !== '') {
      return [t('formulaire.invalide')];
    }
    return errorText(error, t);
  };
}

/**
 * One topic's form: react-hook-form on the topic's shared schema (values in stored units, the
 * inputs convert), the whole topic saved at once, the server's field errors on their fields, a
 * saved confirmation, and the kit's guard against leaving with unsaved changes.
 */
export function TopicForm<T extends SettingsTopic>(props: {
  topic: T;
  values: SettingsByTopic[T];
  children: (form: TopicFormApi) => ReactNode;
}) {
  const { topic } = props;
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState('');
  const [failure, setFailure] = useState('');
  const form = useForm<FormValues>({
    defaultValues: structuredClone(props.values) as FormValues,
    resolver: zodResolver(SETTINGS_SCHEMAS[topic]) as unknown as Resolver<FormValues>,
  });
  const { isDirty, isSubmitting } = form.formState;
  const guard = useUnsavedGuard(isDirty && !isSubmitting);

  const onSubmit = form.handleSubmit(async (values) => {
    setSaved('');
    setFailure('');
    try {
      const answer = await saveSettings(topic, values as SettingsByTopic[T]);
      form.reset(structuredClone(answer) as FormValues);
      queryClient.setQueryData(settingsQueryKey(topic), answer);
      setSaved(t('admin.reglages.enregistre'));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      for (const [field, messages] of Object.entries(error.errors)) {
        if (messages[0]) form.setError(field, { type: 'server', message: messages.join(' ') });
      }
      setFailure(t('admin.kit.erreur', { message: error.message }));
    }
  });

  return (
    <form
      className={styles.panel}
      noValidate
      aria-labelledby={`reglages-${topic}`}
      onSubmit={(event) => void onSubmit(event)}
      onChange={() => setSaved('')}
    >
      {props.children(form)}
      <div className={styles.formFooter}>
        <p role="status" className={local.saved}>
          {saved}
        </p>
        <p role="alert" className={styles.formError}>
          {failure}
        </p>
        <SubmitButton isBusy={isSubmitting}>{t('admin.kit.enregistrer')}</SubmitButton>
      </div>
      {guard.dialog}
    </form>
  );
}

/** A text input registered on the form, with its label, help and errors. */
export function TextInput(props: {
  form: TopicFormApi;
  name: string;
  label: string;
  hint?: string;
  required?: boolean;
  type?: 'text' | 'email' | 'tel';
  multiline?: boolean;
}) {
  const errors = useFieldErrors(props.form);
  const field = (
    <FormField label={props.label} hint={props.hint} required={props.required} errors={errors(props.name)}>
      {(control) =>
        props.multiline ? (
          <textarea {...control} rows={3} className={styles.input} {...props.form.register(props.name)} />
        ) : (
          <input
            {...control}
            type={props.type ?? 'text'}
            className={styles.input}
            autoComplete="off"
            {...props.form.register(props.name)}
          />
        )
      }
    </FormField>
  );
  // A longer text spans the form's columns.
  return props.multiline ? <div className={styles.wide}>{field}</div> : field;
}
