import { NewsletterSchema, type Newsletter } from '@boutique/domain';
import { useId, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { sendFailureKey } from '../../../lib/send-failure.ts';
import { buttonClassName } from '../../../components/ui/button.ts';
import { EmailField } from '../../../components/ui/email-input.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useModalClose } from '../../../components/ui/modal-context.ts';
import { PhoneField } from '../../../components/ui/phone-input.tsx';
import { FormOutcome } from '../../../components/ui/form-outcome.tsx';
import { useFormValues } from '../../../components/ui/use-field-errors.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { describeIssues, pickFieldErrors, type FormIssue } from '../../../lib/form-issues.ts';
import { localePath, useLocale } from '../../../lib/locale-context.tsx';
import { useSubscribeNewsletter } from '../api/post-newsletter.ts';
import { readSessionUser, rememberSubscription } from '../lib/newsletter-status.ts';
import styles from './newsletter-dialog.module.css';

const FIELDS = ['prenom', 'nom', 'mail', 'tel', 'legal'] as const;
type Field = (typeof FIELDS)[number];

/** The subscription dialog; `onClosed` runs once it has finished closing. */
export function NewsletterDialog({ onClosed }: { onClosed: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal title={t('newsletter.dialogue_titre')} onCancel={onClosed}>
      <NewsletterForm />
    </Modal>
  );
}

/**
 * Prenom, nom, mail, tel and the consent box; subscribing stays disabled until nom,
 * mail and consent are given, and the result message goes as soon as any value changes.
 */
function NewsletterForm() {
  const { t } = useTranslation();
  const locale = useLocale();
  const close = useModalClose();
  const consentId = useId();
  const {
    values,
    result,
    setResult,
    errors,
    setErrors,
    clearError,
    change,
    emailField,
    phoneField,
    phoneErrors,
    textField,
  } = useFormValues(() => {
    const user = readSessionUser();
    return { prenom: user?.prenom ?? '', nom: user?.nom ?? '', mail: user?.mail ?? '', tel: '', legal: false };
  });
  const subscribing = useSubscribeNewsletter();
  const isDone = result?.kind === 'success';
  const canSubmit = values.nom.trim() !== '' && values.mail.trim() !== '' && values.legal;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSubmit || subscribing.isPending) return;
    const payload = {
      nom: values.nom,
      mail: values.mail,
      legal: values.legal,
      source: 'bandeau',
      ...(values.prenom.trim() ? { prenom: values.prenom } : {}),
      ...(values.tel ? { tel: values.tel } : {}),
    };
    const parsed = NewsletterSchema.safeParse(payload);
    const found = parsed.success
      ? {}
      : describeIssues<Field>(parsed.error.issues as readonly FormIssue[], payload, t, (field) =>
          field === 'legal' ? t('newsletter.consentement_requis') : undefined,
        );
    if (phoneErrors.tel) found.tel = [phoneErrors.tel];
    if (!parsed.success || phoneErrors.tel) {
      setErrors(found);
      setResult({ kind: 'warning', text: t('formulaire.a_corriger') });
      return;
    }
    subscribe(parsed.data);
  };

  const subscribe = (form: Newsletter) => {
    subscribing.mutate(form, {
      onSuccess: () => {
        rememberSubscription();
        setResult({ kind: 'success', text: t('newsletter.inscrit') });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 400) {
          const fieldErrors = pickFieldErrors(error.errors, FIELDS);
          setErrors(fieldErrors);
          const hasFieldErrors = Object.keys(fieldErrors).length > 0;
          setResult({ kind: 'warning', text: hasFieldErrors ? t('formulaire.a_corriger') : error.message });
          return;
        }
        setResult({ kind: 'warning', text: t(sendFailureKey(error)) });
      },
    });
  };

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      <p className={styles.intro}>{t('newsletter.dialogue_introduction')}</p>
      <p className={styles.legend}>{t('formulaire.obligatoire_legende')}</p>
      <div className={styles.pair}>
        <TextField label={t('newsletter.prenom')} {...textField('prenom')} autoComplete="given-name" maxLength={80} />
        <TextField
          label={t('newsletter.nom')}
          required
          {...textField('nom')}
          autoComplete="family-name"
          maxLength={80}
        />
      </div>
      <EmailField label={t('newsletter.mail')} required {...emailField('mail')} />
      <PhoneField label={t('newsletter.tel')} {...phoneField('tel')} />

      <div className={styles.consent} data-invalid={errors.legal !== undefined}>
        <input
          id={consentId}
          className={styles.checkbox}
          type="checkbox"
          name="legal"
          required
          checked={values.legal}
          aria-invalid={errors.legal ? true : undefined}
          aria-describedby={errors.legal ? `${consentId}-error` : undefined}
          onFocus={() => clearError('legal')}
          onChange={(event) => change('legal', event.target.checked)}
        />
        <label htmlFor={consentId} className={styles.consentLabel}>
          {t('newsletter.consentement')}
          <span className={styles.asterisk} aria-hidden="true">
            {' *'}
          </span>
        </label>
        {errors.legal && (
          <p id={`${consentId}-error`} className={styles.error}>
            {errors.legal.join(' ')}
          </p>
        )}
      </div>
      <p className={styles.privacy}>
        {t('newsletter.confidentialite_avant')}
        <a href={localePath(locale, 'conditions/confidentialite')} target="_blank" rel="noopener">
          {t('newsletter.confidentialite_lien')}
          <span className="visually-hidden"> {t('formulaire.nouvel_onglet')}</span>
        </a>
        {t('newsletter.confidentialite_apres')}
      </p>

      <FormOutcome result={result} />

      <div className={styles.actions}>
        {isDone ? (
          <button type="button" className={buttonClassName('primary', styles.submit)} onClick={close}>
            {t('commun.fermer')}
          </button>
        ) : (
          <button
            type="submit"
            className={buttonClassName('primary', styles.submit)}
            disabled={!canSubmit}
            aria-busy={subscribing.isPending}
          >
            {subscribing.isPending ? t('formulaire.envoi') : t('newsletter.inscrire')}
          </button>
        )}
      </div>
    </form>
  );
}
