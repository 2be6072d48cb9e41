import { guessNameFromEmail, LOCALES, type Locale } from '@boutique/domain';
import { useRef, useState, type FormEvent } from 'react';
import { EmailField } from '../../components/ui/email-input.tsx';
import { FormField, TextField } from '../../components/ui/form-field.tsx';
import fieldStyles from '../../components/ui/form-field.module.css';
import { PhoneField } from '../../components/ui/phone-input.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { LANGUAGE_NAMES } from '../../lib/language-names.ts';
import { createSalonAccount, type SalonAccountInput } from './create-salon-account.ts';
import styles from '../admin.module.css';

type FieldName = keyof SalonAccountInput;
type FieldErrors = Partial<Record<FieldName, string[]>>;

const emptyValues = (langue: Locale): SalonAccountInput => ({ prenom: '', nom: '', mail: '', tel: '', langue });

/**
 * The visitor's details: the e-mail first (it guesses the names), the names, the phone
 * and the language of the mails. Cleared after each account, focus back on the e-mail, for the
 * next visitor at the stand.
 */
export function SalonForm({ locale, onCreated }: { locale: Locale; onCreated: (account: SalonAccountInput) => void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState(() => emptyValues(locale));
  const [guessed, setGuessed] = useState({ prenom: '', nom: '' });
  const [isPhoneValid, setPhoneValid] = useState(true);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const set = (field: FieldName, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
    setFormError(null);
  };

  const onMailChange = (mail: string) => {
    const guess = guessNameFromEmail(mail);
    setValues((current) => ({
      ...current,
      mail,
      prenom: current.prenom === '' || current.prenom === guessed.prenom ? guess.prenom : current.prenom,
      nom: current.nom === '' || current.nom === guessed.nom ? guess.nom : current.nom,
    }));
    setGuessed(guess);
    setErrors((current) => ({ ...current, mail: undefined }));
    setFormError(null);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    const input = { ...values, prenom: values.prenom.trim(), nom: values.nom.trim(), mail: values.mail.trim() };
    const found: FieldErrors = {};
    if (input.mail === '') found.mail = [t('admin.salon.mail_requis')];
    if (input.prenom === '') found.prenom = [t('admin.salon.prenom_requis')];
    if (input.nom === '') found.nom = [t('admin.salon.nom_requis')];
    if (!isPhoneValid) found.tel = [t('formulaire.telephone_invalide')];
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    setFormError(null);
    try {
      await createSalonAccount(input);
      onCreated(input);
      setValues(emptyValues(values.langue));
      setGuessed({ prenom: '', nom: '' });
      setPhoneValid(true);
      formRef.current?.querySelector<HTMLInputElement>('input[name="mail"]')?.focus();
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? (error.errors as FieldErrors) : {};
      setErrors(fieldErrors);
      if (Object.keys(fieldErrors).length === 0) {
        setFormError(error instanceof ApiError && error.code !== 0 ? error.message : t('admin.salon.erreur_reseau'));
      }
    } finally {
      setPending(false);
    }
  };

  return (
    <form ref={formRef} className={styles.linkForm} onSubmit={(event) => void onSubmit(event)} noValidate>
      <EmailField
        label={t('admin.salon.mail')}
        required
        errors={errors.mail}
        className={styles.input}
        name="mail"
        autoComplete="off"
        value={values.mail}
        onValueChange={onMailChange}
      />
      <TextField
        label={t('admin.salon.prenom')}
        required
        errors={errors.prenom}
        className={styles.input}
        name="prenom"
        autoComplete="off"
        maxLength={80}
        value={values.prenom}
        onChange={(event) => set('prenom', event.target.value)}
      />
      <TextField
        label={t('admin.salon.nom')}
        required
        errors={errors.nom}
        className={styles.input}
        name="nom"
        autoComplete="off"
        maxLength={80}
        value={values.nom}
        onChange={(event) => set('nom', event.target.value)}
      />
      <div className={styles.phoneDense}>
        <PhoneField
          label={t('admin.salon.tel')}
          errors={errors.tel}
          name="tel"
          autoComplete="off"
          value={values.tel}
          invalidMessage={t('formulaire.telephone_invalide')}
          onChange={(value, status) => {
            set('tel', value);
            setPhoneValid(status.isValid);
          }}
        />
      </div>
      <FormField label={t('admin.salon.langue')} errors={errors.langue}>
        {(control) => (
          <select
            {...control}
            className={`${fieldStyles.input} ${styles.input}`}
            name="langue"
            value={values.langue}
            onChange={(event) => set('langue', event.target.value)}
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
        <button type="submit" className={styles.buttonPrimary} disabled={isPending} aria-busy={isPending}>
          {isPending ? t('admin.salon.creation') : t('admin.salon.creer')}
        </button>
      </div>
    </form>
  );
}
