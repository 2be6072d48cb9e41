import { EmailInput } from '../../../components/ui/email-input.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import fieldStyles from '../../../components/ui/form-field.module.css';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { useLocale } from '../../../lib/locale-context.tsx';
import { listBillingCountries } from '../lib/billing-countries.ts';
import type { BillingDetails } from './card-form-types.ts';
import styles from './card-form.module.css';

/** The payer's fields a card form may check before paying. */
export type PayerField = 'name' | 'email';

interface PayerFieldsProps {
  payer: BillingDetails;
  onChange: (field: keyof BillingDetails, value: string) => void;
  disabled: boolean;
  /** Stripe needs the name and e-mail; the simulated provider takes them as they are. */
  isRequired?: boolean;
  errors?: Partial<Record<PayerField, string>>;
  onFieldFocus?: (field: PayerField) => void;
}

/** The payer's name, then e-mail and billing country side by side, under every card form. */
export function PayerFields({
  payer,
  onChange,
  disabled,
  isRequired = false,
  errors = {},
  onFieldFocus,
}: PayerFieldsProps) {
  const { t } = useTranslation();
  const focusHandler = (field: PayerField) => onFieldFocus && (() => onFieldFocus(field));
  return (
    <>
      <FormField label={t('paiement.carte.nom')} required={isRequired} errors={errors.name ? [errors.name] : undefined}>
        {(control) => (
          <input
            {...control}
            className={fieldStyles.input}
            name="ccname"
            autoComplete="cc-name"
            maxLength={160}
            value={payer.name}
            disabled={disabled}
            onFocus={focusHandler('name')}
            onChange={(event) => onChange('name', event.target.value)}
          />
        )}
      </FormField>
      <div className={styles.row}>
        <FormField
          label={t('paiement.carte.mail')}
          required={isRequired}
          errors={errors.email ? [errors.email] : undefined}
        >
          {(control) => (
            <EmailInput
              {...control}
              name="email"
              value={payer.email}
              disabled={disabled}
              onFocus={focusHandler('email')}
              onValueChange={(value) => onChange('email', value)}
            />
          )}
        </FormField>
        <BillingCountryField
          value={payer.country}
          disabled={disabled}
          onChange={(value) => onChange('country', value)}
        />
      </div>
    </>
  );
}

/** The billing country of every card form (FR by default). */
function BillingCountryField(props: { value: string; disabled: boolean; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <FormField label={t('paiement.carte.pays')}>
      {(control) => (
        <select
          {...control}
          className={fieldStyles.input}
          name="country"
          autoComplete="country"
          value={props.value}
          disabled={props.disabled}
          onChange={(event) => props.onChange(event.target.value)}
        >
          {listBillingCountries(locale, props.value).map((option) => (
            <option key={option.code} value={option.code}>
              {option.name}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
