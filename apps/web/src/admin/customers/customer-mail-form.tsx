import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormField } from '../../components/ui/form-field.tsx';
import { ApiError, apiRequest } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { resourceQueryKey } from '../kit/resource-api.ts';
import styles from '../admin.module.css';

/**
 * Staff change the customer's sign-in address (`PUT /api/clients/{id}/mail`). A clash with another
 * account comes back as the field's error; once saved, the account is read again so the profile
 * form holds the new version.
 */
export function CustomerMailForm({ id, mail }: { id: number; mail: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [value, setValue] = useState(mail);
  const [errors, setErrors] = useState<string[] | undefined>();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors(undefined);
    setOutcome(null);
    try {
      const answer = await apiRequest<{ data: { mail: string } }>(`/clients/${id}/mail`, {
        method: 'PUT',
        body: { mail: value },
      });
      setValue(answer.data.mail);
      setOutcome({ ok: true, text: t('admin.clients.mail_change', { mail: answer.data.mail }) });
      await queryClient.invalidateQueries({ queryKey: resourceQueryKey('clients') });
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? error.errors.mail : undefined;
      if (fieldErrors?.length) setErrors(fieldErrors);
      else setOutcome({ ok: false, text: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.panel} aria-labelledby="client-mail">
      <h2 id="client-mail" className={styles.panelTitle}>
        {t('admin.clients.mail_titre')}
      </h2>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <FormField
          label={t('admin.clients.mail_nouvelle')}
          required
          errors={errors}
          hint={t('admin.clients.mail_aide')}
        >
          {(props) => (
            <input
              {...props}
              type="email"
              className={styles.input}
              autoComplete="off"
              value={value}
              onChange={(event) => setValue(event.target.value)}
            />
          )}
        </FormField>
        <button type="submit" className={styles.buttonSmall} disabled={busy || value.trim() === ''}>
          {t('admin.clients.mail_changer')}
        </button>
      </form>
      <p
        role={outcome?.ok === false ? 'alert' : 'status'}
        className={outcome?.ok === false ? styles.announceAlert : styles.muted}
      >
        {outcome?.text}
      </p>
    </section>
  );
}
