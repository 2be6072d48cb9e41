import type { StaffOrderInput } from '@boutique/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { QueryError } from '../../kit/query-error.tsx';
import { CountrySelect } from './country-select.tsx';
import { FieldMessage, messageAt } from './field-message.tsx';
import { customerAddresses, type CustomerHit } from './new-order-api.ts';
import type { OrderQuote } from './use-order-quote.ts';
import { NEW_ADDRESS, type StaffOrderForm } from './use-staff-order-form.ts';
import styles from '../../admin.module.css';
import { Panel } from '../../kit/panel.tsx';

/**
 * Where and how the order goes: one of the customer's addresses or a new one, the delivery
 * methods (and relay points) the server's quote offers for it, the discount code.
 */
export function DeliverySection(props: {
  form: StaffOrderForm;
  values: StaffOrderInput;
  customer: CustomerHit | null;
  quote: OrderQuote;
  euros: (cents: number) => string;
}) {
  const { form, values, customer, quote, euros } = props;
  const { register, setValue, formState } = form;
  const { t } = useTranslation();
  const addresses = useQuery({
    queryKey: ['nouvelle-commande', 'adresses', customer?.id],
    queryFn: ({ signal }) => customerAddresses(customer!.id, signal),
    enabled: customer !== null,
  });
  const error = (path: string) => messageAt(formState.errors, path);

  return (
    <Panel title={t('admin.nouvelle_commande.livraison')}>
      {customer && (
        <fieldset>
          <legend>{t('admin.nouvelle_commande.adresse')}</legend>
          {addresses.isError && <QueryError error={addresses.error} />}
          {addresses.data?.map((address) => (
            <label key={address.id}>
              <input
                type="radio"
                name="adresse-choisie"
                checked={values.adresse?.type === 'existante' && values.adresse.id === address.id}
                onChange={() => setValue('adresse', { type: 'existante', id: address.id })}
              />
              {`${address.prenom} ${address.nom}, ${address.ligne1}, ${address.code_postal} ${address.ville}`}
            </label>
          ))}
          <label>
            <input
              type="radio"
              name="adresse-choisie"
              checked={values.adresse?.type === 'nouvelle'}
              onChange={() => setValue('adresse', { ...NEW_ADDRESS, prenom: customer.prenom, nom: customer.nom })}
            />
            {t('admin.nouvelle_commande.nouvelle_adresse')}
          </label>
        </fieldset>
      )}
      {values.adresse?.type === 'nouvelle' && (
        <div className={styles.linkForm}>
          {(['prenom', 'nom', 'ligne1', 'code_postal', 'ville', 'pays', 'tel'] as const).map((name) =>
            name === 'pays' ? (
              <div key={name}>
                <label htmlFor="nc-adresse-pays-choix">{t('admin.nouvelle_commande.champs.pays')}</label>
                <CountrySelect
                  id="nc-adresse-pays-choix"
                  field={register('adresse.pays')}
                  value={values.adresse?.type === 'nouvelle' ? (values.adresse.pays ?? '') : ''}
                />
                <FieldMessage id="nc-adresse-pays" message={error('adresse.pays')} />
              </div>
            ) : (
              <label key={name}>
                {t(`admin.nouvelle_commande.champs.${name}`)}
                <input className={styles.input} autoComplete="off" {...register(`adresse.${name}`)} />
                <FieldMessage id={`nc-adresse-${name}`} message={error(`adresse.${name}`)} />
              </label>
            ),
          )}
        </div>
      )}
      <FieldMessage id="nc-adresse-erreur" message={error('adresse') ?? error('adresse.id')} />
      {quote.data && (
        <fieldset>
          <legend>{t('admin.nouvelle_commande.mode_livraison')}</legend>
          {quote.data.methodes.map((method) => (
            <label key={method.id}>
              <input
                type="radio"
                name="livraison-choisie"
                checked={values.livraison === method.id}
                onChange={() => {
                  setValue('livraison', method.id);
                  setValue('point_relais', null);
                }}
              />
              {`${method.label} — ${euros(method.prix_ttc)}`}
            </label>
          ))}
          {quote.data.methodes
            .find((method) => method.id === values.livraison && method.point_relais)
            ?.points.map((point) => (
              <label key={point.id}>
                <input
                  type="radio"
                  name="point-choisi"
                  checked={values.point_relais === point.id}
                  onChange={() => setValue('point_relais', point.id)}
                />
                {`${point.nom}, ${point.code_postal} ${point.ville}`}
              </label>
            ))}
        </fieldset>
      )}
      <FieldMessage id="nc-livraison-erreur" message={error('livraison') ?? error('point_relais')} />
      <label>
        {t('admin.nouvelle_commande.code')}
        <input className={styles.input} autoComplete="off" {...register('code')} />
      </label>
      <FieldMessage id="nc-code-erreur" message={error('code')} />
    </Panel>
  );
}
