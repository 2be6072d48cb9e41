import { ContactSchema, type Contact } from '@boutique/domain';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { buttonClassName } from '../../../components/ui/button.ts';
import { EmailInput } from '../../../components/ui/email-input.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import fieldStyles from '../../../components/ui/form-field.module.css';
import { PhoneInput } from '../../../components/ui/phone-input.tsx';
import { useFieldErrors } from '../../../components/ui/use-field-errors.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { describeIssues, pickFieldErrors, type FormIssue } from '../../../lib/form-issues.ts';
import { useSendContact } from '../api/post-contact.ts';
import { CONTACT_SUBJECTS, type ContactSubject } from '../lib/contact-subjects.ts';
import styles from './contact-form.module.css';

const FIELDS = ['nom', 'mail', 'tel', 'sujet', 'commande', 'message'] as const;
type Field = (typeof FIELDS)[number];

interface ContactFormProps {
  subject: ContactSubject;
  /** The order reference from /contact/{commande}, when the visitor came about an order. */
  commande?: string | undefined;
}

interface Result {
  kind: 'success' | 'warning';
  text: string;
}

/**
 * The contact form (spec §2): checked in the browser with the same contract as the server, the
 * server's field errors shown under their fields, the thanks in a polite live region. The hidden
 * `website` field is the honeypot: people never see it, robots fill it.
 */
export function ContactForm({ subject, commande = '' }: ContactFormProps) {
  const { t } = useTranslation();
  const honeypotId = useId();
  const [values, setValues] = useState({ nom: '', mail: '', tel: '', sujet: subject, commande, message: '' });
  const [website, setWebsite] = useState('');
  const [telError, setTelError] = useState<string | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const { errors, setErrors, clearError } = useFieldErrors<Field>();
  const sending = useSendContact();

  const change = <K extends Field>(field: K, value: (typeof values)[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearError(field);
    setResult(null);
  };
  const focusProps = (field: Field) => ({ onFocus: () => clearError(field) });
  const showsOrder = values.sujet === 'commande' || values.commande !== '';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.isPending) return;
    const payload = {
      nom: values.nom,
      mail: values.mail,
      message: values.message,
      sujet: values.sujet,
      website,
      ...(values.tel ? { tel: values.tel } : {}),
      ...(showsOrder && values.commande.trim() ? { commande: values.commande } : {}),
    };
    const parsed = ContactSchema.safeParse(payload);
    const found = parsed.success
      ? {}
      : describeIssues<Field>(parsed.error.issues as readonly FormIssue[], payload, t, (field, issue) =>
          field === 'commande' && issue.code === 'invalid_format' ? t('contact.commande_invalide') : undefined,
        );
    if (telError) found.tel = [telError];
    if (!parsed.success || telError) {
      setErrors(found);
      setResult({ kind: 'warning', text: t('formulaire.a_corriger') });
      return;
    }
    setResult(null);
    send(parsed.data);
  };

  const send = (message: Contact) => {
    sending.mutate(message, {
      onSuccess: () => {
        setValues((current) => ({ ...current, message: '' }));
        setResult({ kind: 'success', text: t('contact.envoye') });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 429) {
          setResult({ kind: 'warning', text: t('contact.trop_de_messages') });
          return;
        }
        if (error instanceof ApiError && error.code === 400) {
          // The server's words are French (the API's language); the fields' own errors say what to fix.
          const fieldErrors = pickFieldErrors(error.errors, FIELDS);
          const hasFieldErrors = Object.keys(fieldErrors).length > 0;
          setErrors(fieldErrors);
          setResult({ kind: 'warning', text: hasFieldErrors ? t('formulaire.a_corriger') : error.message });
          return;
        }
        const isOffline = error instanceof ApiError && error.code === 0;
        setResult({ kind: 'warning', text: t(isOffline ? 'formulaire.erreur_reseau' : 'formulaire.erreur') });
      },
    });
  };

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-label={t('contact.formulaire')}>
      <p className={styles.legend}>{t('formulaire.obligatoire_legende')}</p>
      <div className={styles.pair}>
        <FormField label={t('contact.nom')} required errors={errors.nom}>
          {(control) => (
            <input
              {...control}
              {...focusProps('nom')}
              className={fieldStyles.input}
              name="nom"
              autoComplete="name"
              maxLength={120}
              value={values.nom}
              onChange={(event) => change('nom', event.target.value)}
            />
          )}
        </FormField>
        <FormField label={t('contact.mail')} required errors={errors.mail}>
          {(control) => (
            <EmailInput
              {...control}
              {...focusProps('mail')}
              name="mail"
              value={values.mail}
              onValueChange={(value) => change('mail', value)}
            />
          )}
        </FormField>
      </div>
      <div className={styles.pair}>
        <FormField label={t('contact.tel')} errors={errors.tel}>
          {(control) => (
            <PhoneInput
              {...control}
              {...focusProps('tel')}
              name="tel"
              value={values.tel}
              onChange={(value, status) => {
                setTelError(status.error);
                change('tel', value);
              }}
            />
          )}
        </FormField>
        <FormField label={t('contact.sujet')} errors={errors.sujet}>
          {(control) => (
            <select
              {...control}
              {...focusProps('sujet')}
              className={fieldStyles.input}
              name="sujet"
              value={values.sujet}
              onChange={(event) => change('sujet', event.target.value as ContactSubject)}
            >
              {CONTACT_SUBJECTS.map((key) => (
                <option key={key} value={key}>
                  {t(`contact.sujets.${key}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      {showsOrder && (
        <FormField label={t('contact.commande')} errors={errors.commande}>
          {(control) => (
            <input
              {...control}
              {...focusProps('commande')}
              className={fieldStyles.input}
              name="commande"
              autoComplete="off"
              spellCheck={false}
              maxLength={40}
              value={values.commande}
              onChange={(event) => change('commande', event.target.value)}
            />
          )}
        </FormField>
      )}
      <FormField label={t('contact.message')} required errors={errors.message} hint={t('contact.message_aide')}>
        {(control) => (
          <textarea
            {...control}
            {...focusProps('message')}
            className={`${fieldStyles.input} ${styles.message}`}
            name="message"
            rows={7}
            maxLength={5000}
            value={values.message}
            onChange={(event) => change('message', event.target.value)}
          />
        )}
      </FormField>

      <div className="visually-hidden" aria-hidden="true">
        <label htmlFor={honeypotId}>{t('formulaire.ne_pas_remplir')}</label>
        <input
          id={honeypotId}
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={website}
          onChange={(event) => setWebsite(event.target.value)}
        />
      </div>

      <div className={styles.actions}>
        <button type="submit" className={buttonClassName('primary', styles.submit)} aria-disabled={sending.isPending}>
          {sending.isPending ? t('formulaire.envoi') : t('contact.envoyer')}
        </button>
      </div>
      <p className={styles.result} data-kind="success" role="status" aria-live="polite">
        {result?.kind === 'success' ? result.text : ''}
      </p>
      {result?.kind === 'warning' && (
        <p className={styles.result} data-kind="warning" role="alert">
          {result.text}
        </p>
      )}
    </form>
  );
}
