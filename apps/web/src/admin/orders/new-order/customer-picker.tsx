import { LOCALES } from '@boutique/domain';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { LANGUAGE_NAMES } from '../../../lib/language-names.ts';
import { QueryError } from '../../kit/query-error.tsx';
import { FieldMessage, messageAt } from './field-message.tsx';
import { searchCustomers, type CustomerHit } from './new-order-api.ts';
import { NEW_ADDRESS, type StaffOrderForm } from './use-staff-order-form.ts';
import styles from '../../admin.module.css';
import { Panel } from '../../kit/panel.tsx';
import { SearchBox } from '../../kit/search-box.tsx';

/** The order's customer: one found by mail or name, or a new one typed on the spot. */
export function CustomerPicker(props: {
  form: StaffOrderForm;
  customer: CustomerHit | null;
  onCustomer: (customer: CustomerHit | null) => void;
  isNewCustomer: boolean;
  /** Called when a new customer is started, so their name fills the new address again. */
  onNewCustomer: () => void;
}) {
  const { form, customer, onCustomer, isNewCustomer } = props;
  const { register, setValue, formState } = form;
  const { t } = useTranslation();
  const [customerQuery, setCustomerQuery] = useState('');
  const customers = useQuery({
    queryKey: ['nouvelle-commande', 'clients', useDeferredValue(customerQuery)],
    queryFn: ({ signal }) => searchCustomers(customerQuery, signal),
    enabled: customerQuery.trim().length >= 2 && !customer,
  });
  const error = (path: string) => messageAt(formState.errors, path);

  const pickCustomer = (hit: CustomerHit) => {
    onCustomer(hit);
    setCustomerQuery('');
    setValue('client', { type: 'existant', id: hit.id }, { shouldValidate: false });
    setValue('adresse', { type: 'existante', id: 0 });
  };
  const startNewCustomer = () => {
    onCustomer(null);
    props.onNewCustomer();
    setValue('client', { type: 'nouveau', mail: '', prenom: '', nom: '', langue: 'fr' });
    setValue('adresse', NEW_ADDRESS);
  };

  return (
    <Panel title={t('admin.nouvelle_commande.client')}>
      {customer ? (
        <p>
          {`${customer.prenom} ${customer.nom} — ${customer.mail} `}
          <button type="button" className={styles.buttonSmall} onClick={() => onCustomer(null)}>
            {t('admin.nouvelle_commande.changer_client')}
          </button>
        </p>
      ) : isNewCustomer ? (
        <div className={styles.linkForm}>
          <label>
            {t('admin.nouvelle_commande.mail')}
            <input className={styles.input} type="email" autoComplete="off" {...register('client.mail')} />
          </label>
          <FieldMessage id="nc-mail-erreur" message={error('client.mail')} />
          <label>
            {t('admin.nouvelle_commande.prenom')}
            <input className={styles.input} autoComplete="off" {...register('client.prenom')} />
          </label>
          <FieldMessage id="nc-prenom-erreur" message={error('client.prenom')} />
          <label>
            {t('admin.nouvelle_commande.nom')}
            <input className={styles.input} autoComplete="off" {...register('client.nom')} />
          </label>
          <FieldMessage id="nc-nom-erreur" message={error('client.nom')} />
          <label htmlFor="nc-langue">{t('admin.nouvelle_commande.langue')}</label>
          <select id="nc-langue" className={styles.input} {...register('client.langue')}>
            {LOCALES.map((code) => (
              <option key={code} value={code}>
                {LANGUAGE_NAMES[code]}
              </option>
            ))}
          </select>
          <p className={styles.muted}>{t('admin.nouvelle_commande.nouveau_client_aide')}</p>
        </div>
      ) : (
        <>
          <SearchBox
            label={t('admin.nouvelle_commande.chercher_client')}
            value={customerQuery}
            onChange={setCustomerQuery}
          />
          {customers.isError && <QueryError error={customers.error} />}
          {customers.data && customers.data.length === 0 && (
            <p className={styles.muted}>{t('admin.nouvelle_commande.aucun_client')}</p>
          )}
          <ul aria-label={t('admin.nouvelle_commande.clients_trouves')}>
            {customers.data?.map((hit) => (
              <li key={hit.id}>
                <button type="button" className={styles.buttonSmall} onClick={() => pickCustomer(hit)}>
                  {`${hit.prenom} ${hit.nom} — ${hit.mail}`}
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className={styles.buttonSmall} onClick={startNewCustomer}>
            {t('admin.nouvelle_commande.nouveau_client')}
          </button>
        </>
      )}
      <FieldMessage id="nc-client-erreur" message={error('client') ?? error('client.id')} />
    </Panel>
  );
}
