import type { Address, CheckoutState } from '@boutique/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { buttonClassName } from '../../../components/ui/button.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { checkoutAddressesQueryKey, checkoutAddressesQueryOptions } from '../api/addresses.ts';
import type { CheckoutController } from '../hooks/use-checkout.ts';
import type { AddressFormRenderer } from '../lib/checkout-slots.ts';
import { AddressLines } from '../../../components/ui/address-lines.tsx';
import { CheckoutStep } from './checkout-step.tsx';
import { RadioCard } from './radio-card.tsx';
import styles from './checkout.module.css';

interface AddressChoiceProps {
  legend: string;
  name: string;
  addresses: readonly Address[];
  selectedId: number | null;
  isSaving: boolean;
  errors: string[] | undefined;
  onSelect: (id: number) => void;
}

/** The address book as radio cards. */
function AddressChoice({ legend, name, addresses, selectedId, isSaving, errors, onSelect }: AddressChoiceProps) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.fieldset} aria-busy={isSaving}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.cards} data-columns="2">
        {addresses.map((address) => (
          <RadioCard
            key={address.id}
            name={name}
            value={String(address.id)}
            checked={address.id === selectedId}
            onSelect={() => onSelect(address.id)}
            aside={
              (name === 'adresse_livraison' ? address.livraison_defaut : address.facturation_defaut) && (
                <span className={styles.badge}>{t('checkout.adresse.par_defaut')}</span>
              )
            }
          >
            <AddressLines address={address} as="span" />
          </RadioCard>
        ))}
      </div>
      {errors && (
        <p className={styles.error} role="alert">
          {errors.join(' ')}
        </p>
      )}
    </fieldset>
  );
}

interface AddressStepProps {
  state: CheckoutState;
  checkout: CheckoutController;
  renderAddressForm: AddressFormRenderer;
}

/**
 * Step 2: the delivery address among the account's (the server preselects the default), an
 * address to add, and the billing address: the same by default, another one on request.
 */
export function AddressStep({ state, checkout, renderAddressForm }: AddressStepProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const addresses = useQuery(checkoutAddressesQueryOptions);
  const deliveryId = checkout.pendingChoices.adresse_livraison ?? state.choix.adresse_livraison;
  const billingId = checkout.pendingChoices.adresse_facturation ?? state.choix.adresse_facturation;
  const [isBillingSame, setBillingSame] = useState(billingId === null || billingId === deliveryId);
  const [isAdding, setAdding] = useState(false);
  const isSaving = checkout.isSaving;

  const chooseDelivery = (id: number) =>
    void checkout.save(isBillingSame ? { adresse_livraison: id, adresse_facturation: id } : { adresse_livraison: id });

  const onSaved = (address: Address) => {
    setAdding(false);
    // The form has usually put it in the shared list already; make sure before choosing it.
    queryClient.setQueryData(checkoutAddressesQueryKey, (current: Address[] | undefined) =>
      current?.some((known) => known.id === address.id) ? current : [...(current ?? []), address],
    );
    chooseDelivery(address.id);
  };

  const list = addresses.data ?? [];
  return (
    <CheckoutStep number={2} id="checkout-adresse" title={t('checkout.adresse.titre')}>
      {addresses.isPending ? (
        <Skeleton className={styles.skeletonBlock} />
      ) : addresses.isError ? (
        <div className={styles.notice} role="alert">
          <p className={styles.noticeTitle}>{t('checkout.adresse.erreur_chargement')}</p>
          <div className={styles.actions}>
            <button type="button" className={buttonClassName('secondary')} onClick={() => void addresses.refetch()}>
              {t('commun.reessayer')}
            </button>
          </div>
        </div>
      ) : (
        <>
          {list.length === 0 && !isAdding && <p className={styles.muted}>{t('checkout.adresse.aucune')}</p>}
          {list.length > 0 && (
            <AddressChoice
              legend={t('checkout.adresse.livraison')}
              name="adresse_livraison"
              addresses={list}
              selectedId={deliveryId}
              isSaving={isSaving}
              errors={checkout.fieldErrors.adresse_livraison}
              onSelect={chooseDelivery}
            />
          )}
          {isAdding ? (
            <section aria-label={t('checkout.adresse.nouvelle')}>
              {renderAddressForm({
                onSaved,
                onCancel: () => setAdding(false),
                deliveredCountries: state.pays_livraison,
              })}
            </section>
          ) : (
            <div className={styles.actions}>
              <button type="button" className={buttonClassName('secondary')} onClick={() => setAdding(true)}>
                {t('checkout.adresse.ajouter')}
              </button>
            </div>
          )}
          {list.length > 0 && (
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={isBillingSame}
                onChange={(event) => {
                  const isSame = event.target.checked;
                  setBillingSame(isSame);
                  if (isSame && deliveryId !== null && billingId !== deliveryId) {
                    void checkout.save({ adresse_facturation: deliveryId });
                  }
                }}
              />
              <span>{t('checkout.adresse.facturation_identique')}</span>
            </label>
          )}
          {list.length > 0 && !isBillingSame && (
            <AddressChoice
              legend={t('checkout.adresse.facturation')}
              name="adresse_facturation"
              addresses={list}
              selectedId={billingId}
              isSaving={isSaving}
              errors={checkout.fieldErrors.adresse_facturation}
              onSelect={(id) => void checkout.save({ adresse_facturation: id })}
            />
          )}
        </>
      )}
    </CheckoutStep>
  );
}
