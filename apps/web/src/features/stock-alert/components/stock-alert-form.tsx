import { StockAlertSchema } from '@boutique/domain';
import { useId, type FormEvent } from 'react';
import { buttonClassName } from '../../../components/ui/button.ts';
import { EmailField } from '../../../components/ui/email-input.tsx';
import { FormOutcome } from '../../../components/ui/form-outcome.tsx';
import { useFormValues } from '../../../components/ui/use-field-errors.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { describeIssues, pickFieldErrors, type FormIssue } from '../../../lib/form-issues.ts';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { sendFailureKey } from '../../../lib/send-failure.ts';
import { useLocale } from '../../../lib/locale-context.tsx';
import { useRequestStockAlert } from '../api/post-stock-alert.ts';
import styles from './stock-alert-form.module.css';

const FIELDS = ['mail'] as const;

/**
 * "Me prévenir du retour" under a sold-out variant: an address, kept for that one mail, and the
 * language of the page, which the mail will speak. The consent wording sits under the field (its
 * hint), the outcome in a live region.
 */
export function StockAlertForm({ declinaisonId }: { declinaisonId: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const titleId = useId();
  const { values, setValues, result, setResult, setErrors, emailField } = useFormValues({ mail: '' });
  const requesting = useRequestStockAlert(declinaisonId);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (requesting.isPending) return;
    const payload = { mail: values.mail, langue: locale };
    const parsed = StockAlertSchema.safeParse(payload);
    if (!parsed.success) {
      setErrors(describeIssues<'mail'>(parsed.error.issues as readonly FormIssue[], payload, t));
      return;
    }
    requesting.mutate(parsed.data, {
      onSuccess: () => {
        // The form stays (and keeps the focus): another address may be left for the same variant.
        setValues({ mail: '' });
        setResult({ kind: 'success', text: t('produit.alerte.succes') });
      },
      onError: (error) => {
        // The server's words are French: the field is named, the page says it in its language.
        if (error instanceof ApiError && error.code === 400 && pickFieldErrors(error.errors, FIELDS).mail) {
          setErrors({ mail: [t('formulaire.email_invalide')] });
          return;
        }
        setResult({ kind: 'warning', text: t(sendFailureKey(error)) });
      },
    });
  };

  return (
    <section className={styles.alert} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('produit.alerte.titre')}
      </h2>
      <p className={styles.intro}>{t('produit.alerte.introduction')}</p>
      <form className={styles.form} noValidate onSubmit={onSubmit}>
        <EmailField
          label={t('produit.alerte.mail')}
          required
          hint={t('produit.alerte.consentement')}
          {...emailField('mail')}
        />
        <button type="submit" className={buttonClassName('secondary', styles.submit)} aria-busy={requesting.isPending}>
          {requesting.isPending ? t('produit.alerte.envoi') : t('produit.alerte.envoyer')}
        </button>
      </form>
      <FormOutcome result={result} />
    </section>
  );
}
