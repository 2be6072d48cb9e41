import { ContactSchema, type Contact } from '@boutique/domain';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { buttonClassName } from '../../../components/ui/button.ts';
import { EmailField } from '../../../components/ui/email-input.tsx';
import { FormField, inputClassName, TextField } from '../../../components/ui/form-field.tsx';
import { FormOutcome } from '../../../components/ui/form-outcome.tsx';
import { PhoneField } from '../../../components/ui/phone-input.tsx';
import { useFormValues } from '../../../components/ui/use-field-errors.ts';
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

/**
 * The contact form: checked in the browser with the same contract as the server, the
 * server's field errors shown under their fields, the thanks in a polite live region. The hidden
 * `website` field is the honeypot: people never see it, robots fill it.
 */
export function ContactForm({ subject, commande = '' }: ContactFormProps) {
  const { t } = useTranslation();
  const honeypotId = useId();
  const {
    values,
    setValues,
    result,
    setResult,
    errors,
    setErrors,
    bindText,
    emailField,
    phoneField,
    phoneErrors,
    textField,
  } = useFormValues({
    nom: '',
    mail: '',
    tel: '',
    sujet: subject,
    commande,
    message: '',
  });
  const [website, setWebsite] = useState('');
  const sending = useSendContact();
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
    if (phoneErrors.tel) found.tel = [phoneErrors.tel];
    if (!parsed.success || phoneErrors.tel) {
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
        <TextField label={t('contact.nom')} required {...textField('nom')} autoComplete="name" maxLength={120} />
        <EmailField label={t('contact.mail')} required {...emailField('mail')} />
      </div>
      <div className={styles.pair}>
        <PhoneField label={t('contact.tel')} {...phoneField('tel')} />
        <FormField label={t('contact.sujet')} errors={errors.sujet}>
          {(control) => (
            <select {...control} {...bindText('sujet')} className={inputClassName()}>
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
        <TextField
          label={t('contact.commande')}
          {...textField('commande')}
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
        />
      )}
      <FormField label={t('contact.message')} required errors={errors.message} hint={t('contact.message_aide')}>
        {(control) => (
          <textarea
            {...control}
            {...bindText('message')}
            className={inputClassName(styles.message)}
            rows={7}
            maxLength={5000}
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
      <FormOutcome result={result} className={styles.result} />
    </form>
  );
}
