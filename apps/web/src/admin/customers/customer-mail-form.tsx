import { CustomerMailChangeSchema, type CustomerMailChange } from '@boutique/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { FormField } from '../../components/ui/form-field.tsx';
import { apiRequest } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { resourceQueryKey } from '../kit/resource-api.ts';
import { messagesOf, placeServerErrors, useSchemaForm } from '../kit/schema-form.ts';
import styles from '../admin.module.css';
import { Panel } from '../kit/panel.tsx';

/**
 * Staff change the customer's sign-in address (`PUT /api/clients/{id}/mail`, checked with the
 * API's `CustomerMailChangeSchema`). A clash with another account comes back as the field's error;
 * once saved, the account is read again so the profile form holds the new version.
 */
export function CustomerMailForm({ id, mail }: { id: number; mail: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useSchemaForm<CustomerMailChange>(CustomerMailChangeSchema, { mail });
  const value = useWatch({ control: form.control, name: 'mail' });
  const { errors, isSubmitting } = form.formState;
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const submit = form.handleSubmit(async (input) => {
    setOutcome(null);
    try {
      const answer = await apiRequest<{ data: { mail: string } }>(`/clients/${id}/mail`, {
        method: 'PUT',
        body: input,
      });
      form.reset({ mail: answer.data.mail });
      setOutcome({ ok: true, text: t('admin.clients.mail_change', { mail: answer.data.mail }) });
      await queryClient.invalidateQueries({ queryKey: resourceQueryKey('clients') });
    } catch (error) {
      if (!placeServerErrors(form, error, ['mail'])) {
        setOutcome({ ok: false, text: error instanceof Error ? error.message : String(error) });
      }
    }
  });

  return (
    <Panel title={t('admin.clients.mail_titre')}>
      <form
        onSubmit={(event) => {
          setOutcome(null);
          void submit(event);
        }}
        noValidate
      >
        <FormField
          label={t('admin.clients.mail_nouvelle')}
          required
          errors={messagesOf(errors.mail)}
          hint={t('admin.clients.mail_aide')}
        >
          {(props) => (
            <input {...props} type="email" className={styles.input} autoComplete="off" {...form.register('mail')} />
          )}
        </FormField>
        <button type="submit" className={styles.buttonSmall} disabled={isSubmitting || value.trim() === ''}>
          {t('admin.clients.mail_changer')}
        </button>
      </form>
      <p
        role={outcome?.ok === false ? 'alert' : 'status'}
        className={outcome?.ok === false ? styles.announceAlert : styles.muted}
      >
        {outcome?.text}
      </p>
    </Panel>
  );
}
