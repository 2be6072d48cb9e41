import { PasswordChangeSchema } from '@boutique/domain';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { putPassword } from '../api/change-password.ts';
import { useAccountForm } from '../hooks/use-account-form.ts';
import { CurrentPasswordField, NewPasswordField } from './account-fields.tsx';
import { FormMessage } from './form-message.tsx';
import { SubmitButton } from './submit-button.tsx';
import styles from './account-form.module.css';

/** Changing the password, knowing the current one. */
export function PasswordChangeForm({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const [isChanged, setChanged] = useState(false);
  const form = useAccountForm({
    schema: PasswordChangeSchema,
    initialValues: { current: '', password: '' },
    onSubmit: async (data) => {
      await putPassword(userId, data);
      form.setValues({ current: '', password: '' });
      setChanged(true);
    },
  });
  const isEditing = form.values.current !== '' || form.values.password !== '';

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void form.handleSubmit(event)}>
      <CurrentPasswordField
        label={t('compte.champs.current')}
        required
        errors={form.errorsOf('current')}
        {...form.bindText('current')}
      />
      <NewPasswordField
        label={t('compte.champs.nouveau_password')}
        errors={form.errorsOf('password')}
        {...form.bindText('password')}
      />
      <FormMessage message={form.formMessage} />
      <FormMessage message={isChanged && !isEditing ? t('compte.mot_de_passe.change') : null} tone="success" />
      <SubmitButton isPending={form.isPending} pendingLabel={t('compte.enregistrement')}>
        {t('compte.mot_de_passe.valider')}
      </SubmitButton>
    </form>
  );
}
