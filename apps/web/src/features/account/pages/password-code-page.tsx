import { PasswordByCodeSchema } from '@boutique/domain';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { Link } from 'wouter';
import { TextField } from '../../../components/ui/form-field.tsx';
import { localePath, useLocale } from '../../../lib/locale-context.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { postPasswordByCode } from '../api/reset-password-by-code.ts';
import { NewPasswordField } from '../components/account-fields.tsx';
import { FormMessage } from '../components/form-message.tsx';
import { SignLayout } from '../components/sign-layout.tsx';
import { SubmitButton } from '../components/submit-button.tsx';
import { useAccountForm } from '../hooks/use-account-form.ts';
import { useCompleteSign } from '../hooks/use-session.ts';
import { withBasket } from '../lib/basket-bridge.ts';
import styles from '../components/account-form.module.css';

function decodeIdentifier(identifier: string): string {
  try {
    return decodeURIComponent(identifier).toLowerCase();
  } catch {
    return identifier.toLowerCase();
  }
}

/**
 * /:lang/sign/password/code/:identifier (the address): the 6-digit code received by mail and a
 * new password; the account opens at once, like a sign-in.
 */
export function PasswordCodePage({ identifier }: { identifier: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const completeSign = useCompleteSign();
  const mail = decodeIdentifier(identifier);
  const form = useAccountForm({
    schema: PasswordByCodeSchema,
    initialValues: { code: '', password: '' },
    toInput: (values) => ({ ...values, mail }),
    onSubmit: async (input) => {
      await completeSign(await postPasswordByCode(withBasket(input)));
    },
  });
  useDocumentTitle(t('compte.code.titre'));

  return (
    <SignLayout title={t('compte.code.titre')} intro={t('compte.code.intro', { mail })}>
      <form className={styles.form} noValidate onSubmit={(event) => void form.handleSubmit(event)}>
        <TextField
          label={t('compte.champs.code')}
          required
          errors={form.errorsOf('code')}
          hint={t('compte.code.aide')}
          {...form.bindText('code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={6}
        />
        <NewPasswordField
          label={t('compte.champs.nouveau_password')}
          errors={form.errorsOf('password')}
          {...form.bindText('password')}
        />
        <FormMessage message={form.formMessage} />
        <SubmitButton isPending={form.isPending} pendingLabel={t('compte.envoi')}>
          {t('compte.code.valider')}
        </SubmitButton>
        <p className={styles.aside}>
          {t('compte.code.pas_recu')}{' '}
          <Link
            href={`~${localePath(locale, `sign/recovery?mail=${encodeURIComponent(mail)}`)}`}
            className={styles.link}
          >
            {t('compte.code.renvoyer')}
          </Link>
        </p>
      </form>
    </SignLayout>
  );
}
