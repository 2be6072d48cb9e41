import {
  guessNameFromEmail,
  LOCALES,
  PaymentLinkInputSchema,
  suggestEmailDomain,
  type Locale,
  type PaymentLinkInput,
} from '@boutique/domain';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { DomainSuggestion, EmailInput } from '../../../components/ui/email-input.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import fieldStyles from '../../../components/ui/form-field.module.css';
import { PhoneInput } from '../../../components/ui/phone-input.tsx';
import { AmountField } from '../../kit/amount-field.tsx';
import { messagesOf, placeServerErrors, useSchemaForm } from '../../kit/schema-form.ts';
import { LANGUAGE_NAMES } from '../../../lib/language-names.ts';
import { parseEurosToCents } from '../lib/amount.ts';
import styles from '../../admin.module.css';
import { SubmitButton } from '../../kit/submit-button.tsx';

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

const FIELDS = ['montant', 'message', 'prenom', 'nom', 'mail', 'tel', 'langue'] as const;

/** The amount typed in euros becomes cents; text that is no amount is left as is, which the schema refuses. */
const toInput = (values: LinkFormValues) => ({
  ...values,
  montant: parseEurosToCents(values.montant) ?? values.montant,
});

interface LinkFormProps {
  initialValues: LinkFormValues;
  submitLabel: string;
  /** Sends the link; a rejection with the server's envelope shows its field errors and message. */
  onSubmit: (input: PaymentLinkInput) => Promise<unknown>;
}

/**
 * The payment-link form (creation and edit) on the API's `PaymentLinkInputSchema`: amount in
 * euros sent as integer cents, message, customer names, mail (which fills the names left empty),
 * phone and language. Save is disabled while the amount is empty.
 */
export function LinkForm({ initialValues, submitLabel, onSubmit }: LinkFormProps) {
  const { t } = useTranslation();
  const form = useSchemaForm<LinkFormValues, PaymentLinkInput>(PaymentLinkInputSchema, initialValues, { toInput });
  const { errors, isSubmitting } = form.formState;
  const [montant, mail] = useWatch({ control: form.control, name: ['montant', 'mail'] });
  // The names last guessed from the mail: replaced as the mail is typed, kept once edited by hand.
  const [guessed, setGuessed] = useState({ prenom: '', nom: '' });
  // The phone field alone knows whether the number typed is one (the schema sees only its text).
  const [isPhoneValid, setPhoneValid] = useState(true);
  const [formError, setFormError] = useState<string | null>(null);

  const mailSuggestion = suggestEmailDomain(mail);
  const onMailChange = (typed: string) => {
    const guess = guessNameFromEmail(typed);
    form.setValue('mail', typed);
    form.clearErrors('mail');
    for (const name of ['prenom', 'nom'] as const) {
      const current = form.getValues(name);
      if (current === '' || current === guessed[name]) form.setValue(name, guess[name]);
    }
    setGuessed(guess);
    setFormError(null);
  };

  /** Marks the phone field when its number is not one; says whether it did. */
  const flagPhone = (shouldFocus: boolean) => {
    if (isPhoneValid) return false;
    form.setError('tel', { type: 'phone', message: t('admin.liens.tel_invalide') }, { shouldFocus });
    return true;
  };

  const submit = form.handleSubmit(
    async (input) => {
      if (flagPhone(true)) return;
      try {
        await onSubmit(input);
      } catch (error) {
        placeServerErrors(form, error, FIELDS);
        setFormError(t('admin.liens.erreur', { message: error instanceof Error ? error.message : String(error) }));
      }
    },
    // Said beside the schema's errors, the first of which keeps the focus.
    () => void flagPhone(false),
  );

  // An amount the schema refuses was typed as no amount: one sentence says what is expected.
  const montantErrors =
    errors.montant && errors.montant.type !== 'server'
      ? [t('admin.liens.montant_invalide')]
      : messagesOf(errors.montant);

  return (
    <form
      className={styles.linkForm}
      onSubmit={(event) => {
        if (isSubmitting) {
          event.preventDefault();
          return;
        }
        setFormError(null);
        void submit(event);
      }}
      onChange={() => setFormError(null)}
      noValidate
    >
      <AmountField
        label={t('admin.liens.montant')}
        hint={t('admin.liens.montant_aide')}
        errors={montantErrors}
        registration={form.register('montant')}
      />
      <Controller
        control={form.control}
        name="mail"
        render={({ field }) => (
          <FormField
            label={t('admin.liens.mail')}
            errors={messagesOf(errors.mail)}
            hint={
              mailSuggestion && (
                <DomainSuggestion suggestion={mailSuggestion} onAccept={() => onMailChange(mailSuggestion)} />
              )
            }
          >
            {(control) => (
              <EmailInput
                {...control}
                ref={field.ref}
                className={styles.input}
                name={field.name}
                autoComplete="off"
                value={field.value}
                onBlur={field.onBlur}
                onValueChange={onMailChange}
              />
            )}
          </FormField>
        )}
      />
      {(['prenom', 'nom'] as const).map((name) => (
        <FormField key={name} label={t(`admin.liens.${name}`)} errors={messagesOf(errors[name])}>
          {(control) => (
            <input
              {...control}
              className={`${fieldStyles.input} ${styles.input}`}
              autoComplete="off"
              maxLength={80}
              {...form.register(name)}
            />
          )}
        </FormField>
      ))}
      <Controller
        control={form.control}
        name="tel"
        render={({ field }) => (
          <FormField label={t('admin.liens.tel')} errors={messagesOf(errors.tel)}>
            {(control) => (
              <div className={styles.phoneDense}>
                <PhoneInput
                  {...control}
                  name={field.name}
                  autoComplete="off"
                  value={field.value}
                  invalidMessage={t('admin.liens.tel_invalide')}
                  onBlur={field.onBlur}
                  onChange={(value, status) => {
                    setPhoneValid(status.isValid);
                    form.clearErrors('tel');
                    field.onChange(value);
                  }}
                />
              </div>
            )}
          </FormField>
        )}
      />
      <FormField label={t('admin.liens.langue')} errors={messagesOf(errors.langue)}>
        {(control) => (
          <select {...control} className={`${fieldStyles.input} ${styles.input}`} {...form.register('langue')}>
            {LOCALES.map((locale) => (
              <option key={locale} value={locale}>
                {LANGUAGE_NAMES[locale]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <div className={styles.messageField}>
        <FormField
          label={t('admin.liens.message')}
          hint={t('admin.liens.message_aide')}
          errors={messagesOf(errors.message)}
        >
          {(control) => (
            <textarea
              {...control}
              className={`${fieldStyles.input} ${styles.input}`}
              rows={2}
              maxLength={1000}
              {...form.register('message')}
            />
          )}
        </FormField>
      </div>
      <div className={`${styles.wide} ${styles.formFooter}`}>
        <div role="alert" className={styles.formError}>
          {formError}
        </div>
        <SubmitButton
          isBusy={isSubmitting}
          busyLabel={t('admin.liens.enregistrement')}
          disabled={montant.trim() === ''}
        >
          {submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
