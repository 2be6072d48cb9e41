import { AddressInputSchema, type Address } from '@boutique/domain';
import { isSupportedCountry, type CountryCode } from 'libphonenumber-js/min';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ActionBar } from '../../../components/ui/action-bar.tsx';
import { FormField, TextField } from '../../../components/ui/form-field.tsx';
import { PhoneField } from '../../../components/ui/phone-input.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import fieldStyles from '../../../components/ui/form-field.module.css';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { useLocale } from '../../../lib/locale-context.tsx';
import { useStoredSessionToken } from '../../../lib/session-store.ts';
import { saveAddress } from '../api/addresses.ts';
import { useStoreSavedAddress } from '../hooks/use-addresses.ts';
import { useAccountForm } from '../hooks/use-account-form.ts';
import { ADDRESS_REASON_KEYS } from '../lib/reason-keys.ts';
import { listCountries } from '../lib/countries.ts';
import { FormMessage } from './form-message.tsx';
import styles from './account-form.module.css';

type TextName = 'prenom' | 'nom' | 'societe' | 'ligne1' | 'ligne2' | 'code_postal' | 'ville';

const EMPTY = {
  prenom: '',
  nom: '',
  societe: '',
  ligne1: '',
  ligne2: '',
  code_postal: '',
  ville: '',
  pays: 'FR',
  tel: '',
  livraison_defaut: false,
  facturation_defaut: false,
};

/** A new address starts with the customer's own name: most addresses are theirs. */
const valuesOf = (address: Address | undefined, owner: { prenom: string; nom: string } | undefined) => {
  if (!address) return { ...EMPTY, prenom: owner?.prenom ?? '', nom: owner?.nom ?? '' };
  const { id: _id, ...values } = address;
  return values;
};

/** The phone field starts on the address's country when the phone library knows it. */
const phoneCountryOf = (pays: string): CountryCode => (isSupportedCountry(pays) ? pays : 'FR');

export interface AddressFormProps {
  /** The address to edit; a new one is created without it. */
  address?: Address;
  /** Called with the address as the server saved it (the shared address list is already updated). */
  onSaved: (address: Address) => void;
  /** Shows a cancel button. */
  onCancel?: () => void;
  /** The countries the shop delivers to (ISO codes), listed first; France alone when unknown. */
  deliveredCountries?: readonly string[];
}

/**
 * A postal address: names, company, two lines, postcode and town, the country, a phone
 * with its own country, and whether it is the default for delivery and for billing. Checked with
 * the shared contract before it is sent; the server's refusals show under their fields. The
 * account area and the checkout both use it.
 */
export function AddressForm({ address, onSaved, onCancel, deliveredCountries }: AddressFormProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const storeSaved = useStoreSavedAddress();
  const owner = useStoredSessionToken()?.user;
  const deliveredKey = deliveredCountries?.join(',');
  const countries = useMemo(
    () => listCountries(locale, deliveredKey ? deliveredKey.split(',') : undefined),
    [locale, deliveredKey],
  );
  const formRef = useRef<HTMLFormElement>(null);
  const [isPhoneValid, setPhoneValid] = useState(true);
  const phoneInvalid = t('formulaire.telephone_invalide');
  // The contract, plus the phone library's verdict on the number (the server only bounds its length).
  const schema = useMemo(
    () =>
      AddressInputSchema.superRefine((_input, context) => {
        if (!isPhoneValid) context.addIssue({ code: 'custom', path: ['tel'], message: phoneInvalid });
      }),
    [isPhoneValid, phoneInvalid],
  );
  const form = useAccountForm({
    schema,
    initialValues: valuesOf(address, owner),
    reasonKeys: ADDRESS_REASON_KEYS,
    onSubmit: async (input) => {
      const saved = await saveAddress(input, address?.id);
      storeSaved(saved);
      onSaved(saved);
    },
  });
  const errorsOf = (name: keyof typeof EMPTY) => form.errorsOf(name);

  useEffect(() => {
    formRef.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, []);

  const text = (
    name: TextName,
    label: string,
    extra: { required?: boolean; autoComplete: string; maxLength: number },
  ) => (
    <TextField
      label={label}
      required={extra.required ?? false}
      errors={errorsOf(name)}
      {...form.bindText(name)}
      autoComplete={extra.autoComplete}
      maxLength={extra.maxLength}
    />
  );

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={(event) => void form.handleSubmit(event)}>
      <p className={styles.requiredNote}>{t('compte.champs_requis')}</p>
      <div className={styles.row}>
        {text('prenom', t('compte.champs.prenom'), { required: true, autoComplete: 'given-name', maxLength: 80 })}
        {text('nom', t('compte.champs.nom'), { required: true, autoComplete: 'family-name', maxLength: 80 })}
      </div>
      {text('societe', t('compte.adresses.champs.societe'), { autoComplete: 'organization', maxLength: 120 })}
      {text('ligne1', t('compte.adresses.champs.ligne1'), {
        required: true,
        autoComplete: 'address-line1',
        maxLength: 200,
      })}
      {text('ligne2', t('compte.adresses.champs.ligne2'), { autoComplete: 'address-line2', maxLength: 200 })}
      <div className={styles.row}>
        {text('code_postal', t('compte.adresses.champs.code_postal'), {
          required: true,
          autoComplete: 'postal-code',
          maxLength: 12,
        })}
        {text('ville', t('compte.adresses.champs.ville'), {
          required: true,
          autoComplete: 'address-level2',
          maxLength: 120,
        })}
      </div>
      <FormField label={t('compte.adresses.champs.pays')} required errors={errorsOf('pays')}>
        {(control) => (
          <select {...control} {...form.bindText('pays')} className={fieldStyles.input} autoComplete="country">
            <optgroup label={t('compte.adresses.pays_livres')}>
              {countries.delivered.map((country) => (
                <option key={country.iso2} value={country.iso2}>
                  {country.name}
                </option>
              ))}
            </optgroup>
            <optgroup label={t('compte.adresses.autres_pays')}>
              {countries.others.map((country) => (
                <option key={country.iso2} value={country.iso2}>
                  {country.name}
                </option>
              ))}
            </optgroup>
          </select>
        )}
      </FormField>
      <PhoneField
        label={t('compte.champs.tel')}
        hint={t('compte.adresses.tel_aide')}
        errors={errorsOf('tel')}
        name="tel"
        value={form.values.tel}
        defaultCountry={phoneCountryOf(form.values.pays)}
        invalidMessage={phoneInvalid}
        onChange={(value, status) => {
          setPhoneValid(status.isValid);
          form.setValue('tel', value);
        }}
        onFocus={() => form.clearError('tel')}
      />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('compte.adresses.par_defaut')}</legend>
        <Switch
          name="livraison_defaut"
          checked={form.values.livraison_defaut}
          onCheckedChange={(checked) => form.setValue('livraison_defaut', checked)}
          label={t('compte.adresses.champs.livraison_defaut')}
        />
        <Switch
          name="facturation_defaut"
          checked={form.values.facturation_defaut}
          onCheckedChange={(checked) => form.setValue('facturation_defaut', checked)}
          label={t('compte.adresses.champs.facturation_defaut')}
        />
      </fieldset>
      <FormMessage message={form.formMessage} />
      <ActionBar
        isSaving={form.isPending}
        saveLabel={t('compte.adresses.enregistrer')}
        {...(onCancel ? { onCancel } : {})}
      />
    </form>
  );
}
