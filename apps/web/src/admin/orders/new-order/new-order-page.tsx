import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatEuros,
  LOCALES,
  STAFF_ORDER_MAX_QTT,
  StaffOrderInputSchema,
  type StaffOrderInput,
  type StaffVariant,
} from '@boutique/domain';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useRef, useState } from 'react';
import {
  useFieldArray,
  useForm,
  useWatch,
  type FieldError,
  type FieldErrors,
  type FieldPath,
  type Resolver,
} from 'react-hook-form';
import { Link, useLocation } from 'wouter';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { LANGUAGE_NAMES } from '../../../lib/language-names.ts';
import { useLocaleTag } from '../../../lib/locale-context.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { QueryError } from '../../kit/query-error.tsx';
import { CountrySelect } from './country-select.tsx';
import {
  createStaffOrder,
  customerAddresses,
  offlineMethods,
  quoteOrder,
  searchCustomers,
  searchVariants,
  type CustomerHit,
} from './new-order-api.ts';
import styles from '../../admin.module.css';

type Values = StaffOrderInput;
const NEW_ADDRESS = {
  type: 'nouvelle' as const,
  prenom: '',
  nom: '',
  ligne1: '',
  code_postal: '',
  ville: '',
  pays: 'FR',
  tel: '',
};

/** The first error message found under a field path of react-hook-form's errors. */
function messageAt(errors: unknown, path: string): string | undefined {
  let node: unknown = errors;
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  const found = node as { message?: unknown; root?: { message?: unknown } } | undefined;
  const message = found?.message ?? found?.root?.message;
  return typeof message === 'string' ? message : undefined;
}

function FieldMessage({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <span id={id} className={styles.formError} role="alert">
      {message}
    </span>
  ) : null;
}

/**
 * /:lang/ad/nouveau-commande: staff place an order for a customer (found, or created on the spot):
 * variants with their live stock, the address, the delivery, the server's totals; then a payment
 * link bound to the order (sent by mail or SMS) or a payment received offline, after confirmation.
 */
export function NewOrderPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.nouvelle_commande.titre'));
  const tag = useLocaleTag();
  const [, navigate] = useLocation();
  const [customer, setCustomer] = useState<CustomerHit | null>(null);
  const [customerQuery, setCustomerQuery] = useState('');
  const [variantQuery, setVariantQuery] = useState('');
  const [known, setKnown] = useState<Record<number, StaffVariant>>({});
  const [confirming, setConfirming] = useState<Values | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  // The variants' stock as last seen, read by the resolver (kept current after each render).
  const knownRef = useRef(known);
  useEffect(() => {
    knownRef.current = known;
  }, [known]);
  /** The shared schema, then the live stock: more than is available is refused before sending. */
  const resolver: Resolver<Values> = async (input, context, options) => {
    const result = await (zodResolver(StaffOrderInputSchema) as unknown as Resolver<Values>)(input, context, options);
    const tooMany: { qtt?: FieldError }[] = [];
    input.lignes.forEach((line, index) => {
      const stock = knownRef.current[line.declinaison_id]?.stock;
      if (stock !== null && stock !== undefined && line.qtt > stock) {
        tooMany[index] = { qtt: { type: 'stock', message: t('admin.nouvelle_commande.trop', { count: stock }) } };
      }
    });
    if (tooMany.length === 0) return result;
    return { values: {}, errors: { ...result.errors, lignes: tooMany } as FieldErrors<Values> };
  };
  const form = useForm<Values>({
    resolver,
    defaultValues: {
      client: { type: 'existant', id: 0 },
      lignes: [],
      adresse: { type: 'existante', id: 0 },
      livraison: null,
      point_relais: null,
      code: '',
      paiement: { mode: 'lien', canal: 'mail' },
    },
  });
  const { register, control, setValue, handleSubmit, formState } = form;
  const lines = useFieldArray({ control, name: 'lignes' });
  const values = useWatch({ control }) as Values;
  const isNewCustomer = values.client?.type === 'nouveau';
  const error = (path: string) => messageAt(formState.errors, path);

  // A new customer's name is the new address's name until staff type another there.
  const newName = values.client?.type === 'nouveau' ? values.client : null;
  const typedPrenom = newName ? (newName.prenom ?? '') : null;
  const typedNom = newName ? (newName.nom ?? '') : null;
  const mirrored = useRef({ prenom: '', nom: '' });
  useEffect(() => {
    if (typedPrenom === null || typedNom === null || values.adresse?.type !== 'nouvelle') return;
    const typed = { prenom: typedPrenom, nom: typedNom };
    for (const part of ['prenom', 'nom'] as const) {
      const shown = values.adresse[part] ?? '';
      if (typed[part] !== mirrored.current[part] && shown === mirrored.current[part]) {
        setValue(`adresse.${part}`, typed[part]);
      }
      mirrored.current[part] = typed[part];
    }
  }, [typedPrenom, typedNom, values.adresse, setValue]);

  const customers = useQuery({
    queryKey: ['nouvelle-commande', 'clients', useDeferredValue(customerQuery)],
    queryFn: ({ signal }) => searchCustomers(customerQuery, signal),
    enabled: customerQuery.trim().length >= 2 && !customer,
  });
  const addresses = useQuery({
    queryKey: ['nouvelle-commande', 'adresses', customer?.id],
    queryFn: ({ signal }) => customerAddresses(customer!.id, signal),
    enabled: customer !== null,
  });
  const variants = useQuery({
    queryKey: ['nouvelle-commande', 'declinaisons', useDeferredValue(variantQuery)],
    queryFn: ({ signal }) => searchVariants(variantQuery, signal),
    enabled: variantQuery.trim().length >= 2,
  });
  const methods = useQuery({
    queryKey: ['nouvelle-commande', 'paiements-hors-ligne'],
    queryFn: ({ signal }) => offlineMethods(signal),
  });

  const hasCustomer = isNewCustomer || customer !== null;
  const hasAddress =
    values.adresse?.type === 'existante' ? (values.adresse.id ?? 0) > 0 : (values.adresse?.ville ?? '') !== '';
  const quoteInput = useDeferredValue(
    JSON.stringify({
      client: values.client,
      lignes: values.lignes,
      adresse: values.adresse,
      livraison: values.livraison ?? null,
      point_relais: values.point_relais ?? null,
      code: values.code ?? '',
    }),
  );
  const quote = useQuery({
    queryKey: ['nouvelle-commande', 'devis', quoteInput],
    queryFn: ({ signal }) => quoteOrder(JSON.parse(quoteInput) as Values, signal),
    enabled: hasCustomer && hasAddress && (values.lignes?.length ?? 0) > 0,
    placeholderData: (previous) => previous,
    retry: false,
  });
  const euros = (cents: number) => formatEuros(cents, tag);

  const pickCustomer = (hit: CustomerHit) => {
    setCustomer(hit);
    setCustomerQuery('');
    setValue('client', { type: 'existant', id: hit.id }, { shouldValidate: false });
    setValue('adresse', { type: 'existante', id: 0 });
  };
  const startNewCustomer = () => {
    setCustomer(null);
    mirrored.current = { prenom: '', nom: '' };
    setValue('client', { type: 'nouveau', mail: '', prenom: '', nom: '', langue: 'fr' });
    setValue('adresse', NEW_ADDRESS);
  };
  const addVariant = (variant: StaffVariant) => {
    if (variant.stock !== null && variant.stock < 1) return;
    setKnown((current) => ({ ...current, [variant.declinaison_id]: variant }));
    const index = (values.lignes ?? []).findIndex((line) => line.declinaison_id === variant.declinaison_id);
    if (index === -1) lines.append({ declinaison_id: variant.declinaison_id, qtt: 1 });
    setVariantQuery('');
  };

  const send = async (input: Values) => {
    setFormError(null);
    try {
      const created = await createStaffOrder(input);
      navigate(`/commandes/${created.hash}`);
    } catch (failure) {
      const fieldErrors = failure instanceof ApiError ? (failure.errors ?? {}) : {};
      for (const [field, messages] of Object.entries(fieldErrors)) {
        form.setError(field as FieldPath<Values>, { type: 'server', message: messages[0] });
      }
      setFormError(
        failure instanceof ApiError && failure.code !== 0
          ? failure.message
          : t('admin.nouvelle_commande.erreur_reseau'),
      );
    }
  };

  const mode = values.paiement?.mode ?? 'lien';
  return (
    <div className={styles.page}>
      <p>
        <Link href="/commandes">{t('admin.nouvelle_commande.retour')}</Link>
      </p>
      <h1 className={styles.pageTitle}>{t('admin.nouvelle_commande.titre')}</h1>
      <form noValidate onSubmit={(event) => void handleSubmit((input) => setConfirming(input))(event)}>
        <section className={styles.panel} aria-labelledby="nc-client">
          <h2 id="nc-client" className={styles.panelTitle}>
            {t('admin.nouvelle_commande.client')}
          </h2>
          {customer ? (
            <p>
              {`${customer.prenom} ${customer.nom} — ${customer.mail} `}
              <button type="button" className={styles.buttonSmall} onClick={() => setCustomer(null)}>
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
              <label>
                {t('admin.nouvelle_commande.chercher_client')}
                <input
                  className={styles.input}
                  type="search"
                  value={customerQuery}
                  onChange={(event) => setCustomerQuery(event.target.value)}
                />
              </label>
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
        </section>

        <section className={styles.panel} aria-labelledby="nc-lignes">
          <h2 id="nc-lignes" className={styles.panelTitle}>
            {t('admin.nouvelle_commande.produits')}
          </h2>
          <label>
            {t('admin.nouvelle_commande.chercher_produit')}
            <input
              className={styles.input}
              type="search"
              value={variantQuery}
              onChange={(event) => setVariantQuery(event.target.value)}
            />
          </label>
          {variants.isError && <QueryError error={variants.error} />}
          <ul aria-label={t('admin.nouvelle_commande.produits_trouves')}>
            {variants.data?.map((variant) => (
              <li key={variant.declinaison_id}>
                <button
                  type="button"
                  className={styles.buttonSmall}
                  disabled={variant.stock !== null && variant.stock < 1}
                  onClick={() => addVariant(variant)}
                >
                  {`${variant.produit_label} ${variant.label} — ${euros(variant.prix_ttc)} — ${
                    variant.stock === null
                      ? t('admin.nouvelle_commande.stock_libre')
                      : t('admin.nouvelle_commande.en_stock', { count: variant.stock })
                  }`}
                </button>
              </li>
            ))}
          </ul>
          {lines.fields.length === 0 ? (
            <p className={styles.muted}>{t('admin.nouvelle_commande.aucune_ligne')}</p>
          ) : (
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('admin.nouvelle_commande.produit')}</th>
                  <th scope="col">{t('admin.nouvelle_commande.quantite')}</th>
                  <th scope="col">{t('admin.nouvelle_commande.disponible')}</th>
                  <th scope="col">{t('admin.nouvelle_commande.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {lines.fields.map((field, index) => {
                  const variant = known[field.declinaison_id];
                  const name = variant ? `${variant.produit_label} ${variant.label}` : `#${field.declinaison_id}`;
                  const max = variant?.stock ?? STAFF_ORDER_MAX_QTT;
                  return (
                    <tr key={field.id}>
                      <td>{name}</td>
                      <td>
                        <input
                          className={styles.amountInput}
                          type="number"
                          min={1}
                          max={max}
                          aria-label={t('admin.nouvelle_commande.quantite_de', { produit: name })}
                          {...register(`lignes.${index}.qtt`, { valueAsNumber: true })}
                        />
                        <FieldMessage id={`nc-qtt-${index}`} message={error(`lignes.${index}.qtt`)} />
                      </td>
                      <td className={styles.numeric}>{variant?.stock ?? '—'}</td>
                      <td>
                        <button type="button" className={styles.buttonSmall} onClick={() => lines.remove(index)}>
                          {t('admin.nouvelle_commande.retirer')}
                        </button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          )}
          <FieldMessage id="nc-lignes-erreur" message={error('lignes')} />
        </section>

        <section className={styles.panel} aria-labelledby="nc-livraison">
          <h2 id="nc-livraison" className={styles.panelTitle}>
            {t('admin.nouvelle_commande.livraison')}
          </h2>
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
        </section>

        <section className={styles.panel} aria-labelledby="nc-totaux" aria-live="polite">
          <h2 id="nc-totaux" className={styles.panelTitle}>
            {t('admin.nouvelle_commande.totaux')}
          </h2>
          {quote.isError ? (
            <QueryError error={quote.error} />
          ) : quote.data ? (
            <dl>
              <dt>{t('admin.nouvelle_commande.sous_total')}</dt>
              <dd>{euros(quote.data.totaux.lignes_ttc)}</dd>
              <dt>{t('admin.nouvelle_commande.frais_livraison')}</dt>
              <dd>{euros(quote.data.totaux.livraison_ttc)}</dd>
              {quote.data.totaux.remise_ttc > 0 && (
                <>
                  <dt>{t('admin.nouvelle_commande.remise')}</dt>
                  <dd>{`− ${euros(quote.data.totaux.remise_ttc)}`}</dd>
                </>
              )}
              <dt>{t('admin.nouvelle_commande.total')}</dt>
              <dd data-testid="total-ttc">{euros(quote.data.totaux.total_ttc)}</dd>
            </dl>
          ) : (
            <p className={styles.muted}>
              {quote.isFetching ? t('admin.nouvelle_commande.calcul') : t('admin.nouvelle_commande.totaux_vides')}
            </p>
          )}
        </section>

        <section className={styles.panel} aria-labelledby="nc-paiement">
          <h2 id="nc-paiement" className={styles.panelTitle}>
            {t('admin.nouvelle_commande.paiement')}
          </h2>
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
            <button
              type="submit"
              className={styles.buttonPrimary}
              disabled={formState.isSubmitting}
              aria-busy={formState.isSubmitting}
            >
              {mode === 'lien' ? t('admin.nouvelle_commande.envoyer_lien') : t('admin.nouvelle_commande.enregistrer')}
            </button>
          </div>
        </section>
      </form>
      {confirming && (
        <ConfirmDialog
          title={t('admin.nouvelle_commande.confirmer_titre')}
          message={
            confirming.paiement.mode === 'lien'
              ? t('admin.nouvelle_commande.confirmer_lien', {
                  total: quote.data ? euros(quote.data.totaux.total_ttc) : '',
                })
              : t('admin.nouvelle_commande.confirmer_hors_ligne', {
                  total: quote.data ? euros(quote.data.totaux.total_ttc) : '',
                })
          }
          confirmLabel={
            confirming.paiement.mode === 'lien'
              ? t('admin.nouvelle_commande.envoyer_lien')
              : t('admin.nouvelle_commande.enregistrer')
          }
          onConfirm={() => void send(confirming)}
          onCancel={() => setConfirming(null)}
        />
      )}
    </div>
  );
}
