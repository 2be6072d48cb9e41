import { buttonClassName } from '../../../components/ui/button.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import fieldStyles from '../../../components/ui/form-field.module.css';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { useLocale } from '../../../lib/locale-context.tsx';
import { listBillingCountries } from '../lib/billing-countries.ts';
import styles from './card-form.module.css';

/** The billing country of every card form (FR by default). */
export function BillingCountryField(props: { value: string; disabled: boolean; onChange: (value: string) => void }) {
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

/** The provider's refusal under the form, then the pay button, busy while submitting. */
export function PayFooter(props: { error: string | null; isPending: boolean; isDisabled?: boolean; label: string }) {
  const { t } = useTranslation();
  return (
    <>
      <div className={styles.errorSlot} role="alert">
        {props.error && <p className={styles.error}>{props.error}</p>}
      </div>
      <button
        type="submit"
        className={buttonClassName('primary', styles.pay)}
        disabled={props.isPending || props.isDisabled}
        aria-busy={props.isPending}
      >
        {props.isPending && <span className={styles.spinner} aria-hidden="true" />}
        {props.isPending ? t('paiement.paiement_en_cours') : props.label}
      </button>
    </>
  );
}
