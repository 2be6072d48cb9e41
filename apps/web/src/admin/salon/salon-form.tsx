import { guessNameFromEmail, LOCALES, SalonSignUpSchema, type Locale } from '@boutique/domain';
import { useState } from 'react';
import { Controller, useWatch, type FieldError } from 'react-hook-form';
import { EmailField } from '../../components/ui/email-input.tsx';
import { FormField, inputClassName } from '../../components/ui/form-field.tsx';
import fieldStyles from '../../components/ui/form-field.module.css';
import { PhoneField } from '../../components/ui/phone-input.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { LANGUAGE_NAMES } from '../../lib/language-names.ts';
import { messagesOf, placeServerErrors, useSchemaForm } from '../kit/schema-form.ts';
import { createSalonAccount, type SalonAccountInput } from './create-salon-account.ts';
import styles from '../admin.module.css';
import { SubmitButton } from '../kit/submit-button.tsx';

type Typed = { mail: string; prenom: string; nom: string; tel: string; langue: Locale };

const FIELDS = ['mail', 'prenom', 'nom', 'tel', 'langue'] as const;
const emptyValues = (langue: Locale): Typed => ({ prenom: '', nom: '', mail: '', tel: '', langue });

/** An empty address or phone left out: the schema then says the address is required, and takes no phone. */
const toInput = (typed: Typed) => ({
  ...typed,
  mail: typed.mail.trim() === '' ? undefined : typed.mail,
  tel: typed.tel === '' ? undefined : typed.tel,
});

/**
 * The visitor's details: the e-mail first (it guesses the names), the names, the phone
 * and the language of the mails. Cleared after each account, focus back on the e-mail, for the
 * next visitor at the stand.
 */
export function SalonForm({ locale, onCreated }: { locale: Locale; onCreated: (account: SalonAccountInput) => void }) {
  const { t } = useTranslation();
  const form = useSchemaForm<Typed, SalonAccountInput>(SalonSignUpSchema, emptyValues(locale), { toInput });
  const { errors, isSubmitting } = form.formState;
  // The select is controlled: a registered select is not given its starting value in every DOM.
  const langue = useWatch({ control: form.control, name: 'langue' });
  const [guessed, setGuessed] = useState({ prenom: '', nom: '' });
  // The phone field knows whether the number is one; the schema only bounds its length.
  const [isPhoneValid, setPhoneValid] = useState(true);
  const [formError, setFormError] = useState<string | null>(null);

  const onMailChange = (value: string) => {
    const guess = guessNameFromEmail(value);
    form.setValue('mail', value);
    form.clearErrors('mail');
    for (const name of ['prenom', 'nom'] as const) {
      const current = form.getValues(name);
      if (current === '' || current === guessed[name]) form.setValue(name, guess[name]);
    }
    setGuessed(guess);
  };
  const refusePhone = () =>
    form.setError('tel', { type: 'phone', message: t('formulaire.telephone_invalide') }, { shouldFocus: false });

  const submit = form.handleSubmit(
    async (input, event) => {
      if (!isPhoneValid) {
        refusePhone();
        return;
      }
      try {
        await createSalonAccount(input);
        onCreated(input);
        form.reset(emptyValues(input.langue));
        setGuessed({ prenom: '', nom: '' });
        setPhoneValid(true);
        // Back to the address for the next visitor; setFocus right after the reset does not reach it.
        const field = event?.target instanceof HTMLFormElement ? event.target.elements.namedItem('mail') : null;
        if (field instanceof HTMLInputElement) field.focus();
      } catch (error) {
        if (!placeServerErrors(form, error, FIELDS)) {
          setFormError(error instanceof ApiError && error.code !== 0 ? error.message : t('admin.salon.erreur_reseau'));
        }
      }
    },
    () => {
      if (!isPhoneValid) refusePhone();
    },
  );

  // A missing address or name is said in the page's language; the schema's other rules in its own words.
  const requiredOr = (error: FieldError | undefined, key: string) =>
    error?.type === 'invalid_type' || error?.type === 'too_small' ? [t(key)] : messagesOf(error);

  return (
    <form
      className={styles.linkForm}
      onChange={() => setFormError(null)}
      onSubmit={(event) => {
        if (isSubmitting) {
          event.preventDefault();
          return;
        }
        void submit(event);
      }}
      noValidate
    >
      <Controller
        control={form.control}
        name="mail"
        render={({ field }) => (
          <EmailField
            label={t('admin.salon.mail')}
            required
            errors={requiredOr(errors.mail, 'admin.salon.mail_requis')}
            className={styles.input}
            name="mail"
            autoComplete="off"
            ref={field.ref}
            value={field.value}
            onValueChange={onMailChange}
          />
        )}
      />
      {(['prenom', 'nom'] as const).map((name) => (
        <FormField
          key={name}
          label={t(`admin.salon.${name}`)}
          required
          errors={requiredOr(errors[name], `admin.salon.${name}_requis`)}
        >
          {(control) => (
            <input
              {...control}
              className={inputClassName(styles.input)}
              autoComplete="off"
              maxLength={80}
              {...form.register(name)}
            />
          )}
        </FormField>
      ))}
      <div className={styles.phoneDense}>
        <Controller
          control={form.control}
          name="tel"
          render={({ field }) => (
            <PhoneField
              label={t('admin.salon.tel')}
              errors={messagesOf(errors.tel)}
              name="tel"
              autoComplete="off"
              value={field.value}
              invalidMessage={t('formulaire.telephone_invalide')}
              onChange={(value, status) => {
                field.onChange(value);
                form.clearErrors('tel');
                setPhoneValid(status.isValid);
              }}
            />
          )}
        />
      </div>
      <FormField label={t('admin.salon.langue')} errors={messagesOf(errors.langue)}>
        {(control) => (
          <select
            {...control}
            className={`${fieldStyles.input} ${styles.input}`}
            {...form.register('langue')}
            value={langue}
          >
            {LOCALES.map((code) => (
              <option key={code} value={code}>
                {LANGUAGE_NAMES[code]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <div className={`${styles.wide} ${styles.formFooter}`}>
        <div role="alert" className={styles.formError}>
          {formError}
        </div>
        <SubmitButton isBusy={isSubmitting} busyLabel={t('admin.salon.creation')}>
          {t('admin.salon.creer')}
        </SubmitButton>
      </div>
    </form>
  );
}
