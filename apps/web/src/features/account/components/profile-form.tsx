import { LOCALES, PRICE_MODES, UserUpdateSchema, type User, type UserUpdate } from '@boutique/domain';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { ActionBar } from '../../../components/ui/action-bar.tsx';
import { FormField, TextField } from '../../../components/ui/form-field.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { LANGUAGE_NAMES } from '../../../lib/language-names.ts';
import { readSession } from '../../../lib/session-store.ts';
import fieldStyles from '../../../components/ui/form-field.module.css';
import { putUser } from '../api/update-user.ts';
import { useAccountForm } from '../hooks/use-account-form.ts';
import { useApplyLanguage } from '../hooks/use-language-change.ts';
import { useTelCheckedSchema } from '../hooks/use-tel-checked-schema.ts';
import { NameFields, TelField } from './account-fields.tsx';
import { FormMessage } from './form-message.tsx';
import styles from './account-form.module.css';

type ProfileValues = Required<Omit<UserUpdate, 'tel'>> & { tel: string };

const EDITABLE = ['prenom', 'nom', 'tel', 'langue', 'montant', 'newsletters'] as const;

/** Only what differs from the saved profile is sent. */
function changedFields(next: UserUpdate, saved: User): UserUpdate {
  const changes: Record<string, unknown> = {};
  for (const field of EDITABLE)
    if (next[field] !== undefined && next[field] !== saved[field]) changes[field] = next[field];
  return changes as UserUpdate;
}

/**
 * The profile: names, phone, the address (read-only), and the preferences: the
 * shop's language, prices with or without tax, the newsletter. A new language runs the language
 * change (use-language-change.ts) once saved.
 */
export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const applyLanguage = useApplyLanguage();
  const [savedValues, setSavedValues] = useState<ProfileValues | null>(null);
  const initialValues: ProfileValues = {
    prenom: user.prenom,
    nom: user.nom,
    tel: user.tel,
    langue: user.langue,
    montant: user.montant,
    newsletters: user.newsletters,
  };
  const telChecked = useTelCheckedSchema(UserUpdateSchema);
  const form = useAccountForm({
    schema: telChecked.schema,
    initialValues,
    onSubmit: async (data) => {
      const saved = readSession()?.user ?? user;
      const changes = changedFields(data, saved);
      if (Object.keys(changes).length > 0) await putUser(user.id, changes);
      setSavedValues(form.values);
      if (changes.langue) await applyLanguage(changes.langue);
    },
  });
  // "Saved" stays on screen until something is edited again.
  const isSaved = savedValues !== null && EDITABLE.every((field) => savedValues[field] === form.values[field]);

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void form.handleSubmit(event)}>
      <p className={styles.requiredNote}>{t('compte.champs_requis')}</p>
      <NameFields form={form} />
      <div className={styles.row}>
        <TelField form={form} onValidityChange={telChecked.setTelValid} />
        <TextField
          label={t('compte.champs.mail')}
          hint={t('compte.profil.mail_aide')}
          type="email"
          value={user.mail}
          readOnly
        />
      </div>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('compte.profil.preferences')}</legend>
        <FormField label={t('compte.champs.langue')} hint={t('compte.profil.langue_aide')}>
          {(control) => (
            <select {...control} {...form.bindText('langue')} className={fieldStyles.input}>
              {LOCALES.map((locale) => (
                <option key={locale} value={locale} lang={locale}>
                  {LANGUAGE_NAMES[locale]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <div role="radiogroup" aria-labelledby="price-mode-label" className={fieldStyles.field}>
          <span id="price-mode-label" className={fieldStyles.label}>
            {t('compte.champs.montant')}
          </span>
          <div className={styles.choices}>
            {PRICE_MODES.map((mode) => (
              <label key={mode} className={styles.choice}>
                <input
                  type="radio"
                  name="montant"
                  value={mode}
                  checked={form.values.montant === mode}
                  onChange={() => form.setValue('montant', mode)}
                />
                <span className={styles.choiceLabel}>{t(`compte.profil.montant_${mode}`)}</span>
              </label>
            ))}
          </div>
        </div>
        <Switch
          name="newsletters"
          checked={form.values.newsletters}
          onCheckedChange={(checked) => form.setValue('newsletters', checked)}
          label={t('compte.champs.newsletters')}
          description={t('compte.profil.newsletters_aide')}
        />
      </fieldset>

      <FormMessage message={form.formMessage} />
      <FormMessage message={isSaved ? t('compte.profil.enregistre') : null} tone="success" />
      <ActionBar isSaving={form.isPending} saveLabel={t('compte.profil.enregistrer')} />
    </form>
  );
}
