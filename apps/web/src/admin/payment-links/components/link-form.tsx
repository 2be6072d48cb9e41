import { guessNameFromEmail, LOCALES, suggestEmailDomain, type Locale, type PaymentLinkInput } from '@boutique/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { DomainSuggestion, EmailInput } from '../../../components/ui/email-input.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import fieldStyles from '../../../components/ui/form-field.module.css';
import { PhoneInput } from '../../../components/ui/phone-input.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { LANGUAGE_NAMES } from '../../../lib/language-names.ts';
import { parseEurosToCents } from '../lib/amount.ts';
import styles from '../../admin.module.css';

/** What the form holds: the amount as typed (euros), the rest as sent. */
export interface LinkFormValues {
  montant: string;
  message: string;
  prenom: string;
  nom: string;
  mail: string;
  tel: string;
  langue: Locale;
}

export const emptyLinkValues = (langue: Locale): LinkFormValues => ({
  montant: '',
  message: '',
  prenom: '',
  nom: '',
  mail: '',
  tel: '',
  langue,
});

type FieldName = keyof LinkFormValues;
type FieldErrors = Partial<Record<FieldName, string[]>>;

interface LinkFormProps {
  initialValues: LinkFormValues;
  submitLabel: string;
  /** Sends the link; a rejection with the server's envelope shows its field errors and message. */
  onSubmit: (input: PaymentLinkInput) => Promise<unknown>;
}

/**
 * The payment-link form (creation and edit): amount in euros sent as integer cents, message,
 * customer names, mail (which fills the names left empty), phone and language. Save is
 * disabled while the amount is empty.
 */
export function LinkForm({ initialValues, submitLabel, onSubmit }: LinkFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initialValues);
  // The names last guessed from the mail: replaced as the mail is typed, kept once edited by hand.
  const [guessed, setGuessed] = useState({ prenom: '', nom: '' });
  const [isPhoneValid, setPhoneValid] = useState(true);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);

  const clear = (field: FieldName) =>
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  const set = (field: FieldName, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clear(field);
    setFormError(null);
  };

  const mailSuggestion = suggestEmailDomain(values.mail);
  const onMailChange = (mail: string) => {
    const guess = guessNameFromEmail(mail);
    setValues((current) => ({
      ...current,
      mail,
      prenom: current.prenom === '' || current.prenom === guessed.prenom ? guess.prenom : current.prenom,
      nom: current.nom === '' || current.nom === guessed.nom ? guess.nom : current.nom,
    }));
    setGuessed(guess);
    clear('mail');
    setFormError(null);
  };

  const onSubmitForm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    const montant = parseEurosToCents(values.montant);
    const found: FieldErrors = {};
    if (montant === null) found.montant = [t('admin.liens.montant_invalide')];
    if (!isPhoneValid) found.tel = [t('admin.liens.tel_invalide')];
    setErrors(found);
    if (montant === null || Object.keys(found).length > 0) return;
    setPending(true);
    setFormError(null);
    try {
      await onSubmit({
        montant,
        message: values.message.trim(),
        prenom: values.prenom.trim(),
        nom: values.nom.trim(),
        mail: values.mail.trim(),
        tel: values.tel,
        langue: values.langue,
      });
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.errors as FieldErrors);
      setFormError(t('admin.liens.erreur', { message: error instanceof Error ? error.message : String(error) }));
    } finally {
      setPending(false);
    }
  };

  const field = (name: FieldName) => ({ errors: errors[name] });

  return (
    <form className={styles.linkForm} onSubmit={onSubmitForm} noValidate>
      <FormField label={t('admin.liens.montant')} required hint={t('admin.liens.montant_aide')} {...field('montant')}>
        {(control) => (
          <input
            {...control}
            className={`${fieldStyles.input} ${styles.input} ${styles.amountInput}`}
            name="montant"
            inputMode="decimal"
            autoComplete="off"
            value={values.montant}
            onChange={(event) => set('montant', event.target.value)}
          />
        )}
      </FormField>
      <FormField
        label={t('admin.liens.mail')}
        {...field('mail')}
        hint={
          mailSuggestion && (
            <DomainSuggestion suggestion={mailSuggestion} onAccept={() => onMailChange(mailSuggestion)} />
          )
        }
      >
        {(control) => (
          <EmailInput
            {...control}
            className={styles.input}
            name="mail"
            autoComplete="off"
            value={values.mail}
            onValueChange={onMailChange}
          />
        )}
      </FormField>
      <FormField label={t('admin.liens.prenom')} {...field('prenom')}>
        {(control) => (
          <input
            {...control}
            className={`${fieldStyles.input} ${styles.input}`}
            name="prenom"
            autoComplete="off"
            maxLength={80}
            value={values.prenom}
            onChange={(event) => set('prenom', event.target.value)}
          />
        )}
      </FormField>
      <FormField label={t('admin.liens.nom')} {...field('nom')}>
        {(control) => (
          <input
            {...control}
            className={`${fieldStyles.input} ${styles.input}`}
            name="nom"
            autoComplete="off"
            maxLength={80}
            value={values.nom}
            onChange={(event) => set('nom', event.target.value)}
          />
        )}
      </FormField>
      <FormField label={t('admin.liens.tel')} {...field('tel')}>
        {(control) => (
          <div className={styles.phoneDense}>
            <PhoneInput
              {...control}
              name="tel"
              autoComplete="off"
              value={values.tel}
              invalidMessage={t('admin.liens.tel_invalide')}
              onChange={(value, status) => {
                set('tel', value);
                setPhoneValid(status.isValid);
              }}
            />
          </div>
        )}
      </FormField>
      <FormField label={t('admin.liens.langue')} {...field('langue')}>
        {(control) => (
          <select
            {...control}
            className={`${fieldStyles.input} ${styles.input}`}
            name="langue"
            value={values.langue}
            onChange={(event) => set('langue', event.target.value)}
          >
            {LOCALES.map((locale) => (
              <option key={locale} value={locale}>
                {LANGUAGE_NAMES[locale]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <div className={styles.messageField}>
        <FormField label={t('admin.liens.message')} hint={t('admin.liens.message_aide')} {...field('message')}>
          {(control) => (
            <textarea
              {...control}
              className={`${fieldStyles.input} ${styles.input}`}
              name="message"
              rows={2}
              maxLength={1000}
              value={values.message}
              onChange={(event) => set('message', event.target.value)}
            />
          )}
        </FormField>
      </div>
      <div className={`${styles.wide} ${styles.formFooter}`}>
        <div role="alert" className={styles.formError}>
          {formError}
        </div>
        <button
          type="submit"
          className={styles.buttonPrimary}
          disabled={values.montant.trim() === '' || isPending}
          aria-busy={isPending}
        >
          {isPending ? t('admin.liens.enregistrement') : submitLabel}
        </button>
      </div>
    </form>
  );
}
