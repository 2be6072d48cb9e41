import type { StaffOrderInput } from '@boutique/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { QueryError } from '../../kit/query-error.tsx';
import { FieldMessage, messageAt } from './field-message.tsx';
import { offlineMethods } from './new-order-api.ts';
import type { StaffOrderForm } from './use-staff-order-form.ts';
import styles from '../../admin.module.css';
import { Panel } from '../../kit/panel.tsx';
import { SubmitButton } from '../../kit/submit-button.tsx';

/** How the order is paid (a link sent by mail or SMS, or a payment received offline), and the form's submit. */
export function PaymentSection(props: { form: StaffOrderForm; values: StaffOrderInput; formError: string | null }) {
  const { form, values, formError } = props;
  const { register, setValue, formState } = form;
  const { t } = useTranslation();
  const methods = useQuery({
    queryKey: ['nouvelle-commande', 'paiements-hors-ligne'],
    queryFn: ({ signal }) => offlineMethods(signal),
  });
  const error = (path: string) => messageAt(formState.errors, path);
  const mode = values.paiement?.mode ?? 'lien';

  return (
    <Panel title={t('admin.nouvelle_commande.paiement')}>
      <fieldset>
        <legend>{t('admin.nouvelle_commande.mode_paiement')}</legend>
        <label>
          <input
            type="radio"
            name="mode-paiement"
            checked={mode === 'lien'}
            onChange={() => setValue('paiement', { mode: 'lien', canal: 'mail' })}
          />
          {t('admin.nouvelle_commande.lien')}
        </label>
        <label>
          <input
            type="radio"
            name="mode-paiement"
            checked={mode === 'hors_ligne'}
            disabled={(methods.data?.length ?? 0) === 0}
            onChange={() => setValue('paiement', { mode: 'hors_ligne', methode_id: methods.data?.[0]?.id ?? 0 })}
          />
          {t('admin.nouvelle_commande.hors_ligne')}
        </label>
      </fieldset>
      {mode === 'lien' ? (
        <>
          <label htmlFor="nc-canal">{t('admin.nouvelle_commande.canal')}</label>
          <select id="nc-canal" className={styles.input} {...register('paiement.canal')}>
            <option value="mail">{t('admin.nouvelle_commande.canal_mail')}</option>
            <option value="sms">{t('admin.nouvelle_commande.canal_sms')}</option>
            <option value="aucun">{t('admin.nouvelle_commande.canal_aucun')}</option>
          </select>
        </>
      ) : (
        <>
          <label htmlFor="nc-methode">{t('admin.nouvelle_commande.methode')}</label>
          <select
            id="nc-methode"
            className={styles.input}
            {...register('paiement.methode_id', { valueAsNumber: true })}
          >
            {methods.data?.map((method) => (
              <option key={method.id} value={method.id}>
                {method.label}
              </option>
            ))}
          </select>
        </>
      )}
      {methods.isError && <QueryError error={methods.error} />}
      <FieldMessage
        id="nc-paiement-erreur"
        message={error('paiement.canal') ?? error('paiement.methode_id') ?? error('paiement')}
      />
      <div className={styles.formFooter}>
        <div role="alert" className={styles.formError}>
          {formError}
        </div>
        <SubmitButton isBusy={formState.isSubmitting}>
          {mode === 'lien' ? t('admin.nouvelle_commande.envoyer_lien') : t('admin.nouvelle_commande.enregistrer')}
        </SubmitButton>
      </div>
    </Panel>
  );
}
