import { SignInSchema } from '@boutique/domain';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { Link, Redirect, useSearch } from 'wouter';
import { EmailInput } from '../../../components/ui/email-input.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { localePath, useLocale } from '../../../lib/locale-context.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { FormMessage } from '../components/form-message.tsx';
import { GoogleSignIn } from '../components/google-sign-in.tsx';
import { SignLayout } from '../components/sign-layout.tsx';
import { SubmitButton } from '../components/submit-button.tsx';
import { useAccountForm } from '../hooks/use-account-form.ts';
import { useSession } from '../hooks/use-session.ts';
import { useSignedInRedirect } from '../hooks/use-signed-in-redirect.ts';
import styles from '../components/account-form.module.css';
import { CurrentPasswordField } from '../components/account-fields.tsx';

/** /:lang/sign: the sign-in form (mail and password), with the way to sign-up and to recovery. */
export function SignInPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const redirect = useSignedInRedirect();
  const { signIn } = useSession();
  const prefilledMail = new URLSearchParams(useSearch()).get('mail') ?? '';
  const form = useAccountForm({
    schema: SignInSchema,
    initialValues: { mail: prefilledMail.toLowerCase(), password: '' },
    onSubmit: ({ mail, password }) => signIn({ mail, password }),
  });
  useDocumentTitle(t('compte.connexion.titre'));
  if (redirect) return <Redirect to={redirect} replace />;

  const recoveryPath = `${localePath(locale, 'sign/recovery')}${form.values.mail ? `?mail=${encodeURIComponent(form.values.mail)}` : ''}`;
  return (
    <SignLayout title={t('compte.connexion.titre')} intro={t('compte.connexion.intro')} activeTab="in">
      <form className={styles.form} noValidate onSubmit={(event) => void form.handleSubmit(event)}>
        <FormField label={t('compte.champs.mail')} required errors={form.errorsOf('mail')}>
          {(control) => <EmailInput {...control} {...form.bindEmail('mail')} autoComplete="username" />}
        </FormField>
        <CurrentPasswordField
          label={t('compte.champs.password')}
          required
          errors={form.errorsOf('password')}
          {...form.bindText('password')}
        />
        <div className={styles.links}>
          <Link href={`~${recoveryPath}`} className={styles.link}>
            {t('compte.connexion.oubli')}
          </Link>
        </div>
        <FormMessage message={form.formMessage} />
        <SubmitButton isPending={form.isPending} pendingLabel={t('compte.envoi')}>
          {t('compte.connexion.valider')}
        </SubmitButton>
        <p className={styles.aside}>
          {t('compte.connexion.pas_de_compte')}{' '}
          <Link href={`~${localePath(locale, 'sign/up')}`} className={styles.link}>
            {t('compte.onglet_inscription')}
          </Link>
        </p>
      </form>
      <GoogleSignIn context="signin" />
    </SignLayout>
  );
}
