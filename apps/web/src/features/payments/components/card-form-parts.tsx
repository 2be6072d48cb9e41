import { buttonClassName } from '../../../components/ui/button.ts';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import styles from './card-form.module.css';
import { Spinner } from '../../../components/ui/spinner.tsx';

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
        {props.isPending && <Spinner />}
        {props.isPending ? t('paiement.paiement_en_cours') : props.label}
      </button>
    </>
  );
}
