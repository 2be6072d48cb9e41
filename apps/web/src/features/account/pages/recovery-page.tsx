import { RecoveryRequestSchema } from '@boutique/domain';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { Link, Redirect, useLocation, useSearch } from 'wouter';
import { EmailInput } from '../../../components/ui/email-input.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { localePath, useLocale } from '../../../lib/locale-context.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { postRecovery } from '../api/request-recovery.ts';
import { FormMessage } from '../components/form-message.tsx';
import { SignLayout } from '../components/sign-layout.tsx';
import { SubmitButton } from '../components/submit-button.tsx';
import { useAccountForm } from '../hooks/use-account-form.ts';
import { useSignedInRedirect } from '../hooks/use-signed-in-redirect.ts';
import styles from '../components/account-form.module.css';

/** /:lang/sign/recovery: asks for the address, then goes on to the page where the mailed code is typed. */
export function RecoveryPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [, navigate] = useLocation();
  const redirect = useSignedInRedirect();
  const prefilledMail = new URLSearchParams(useSearch()).get('mail') ?? '';
  const form = useAccountForm({
    schema: RecoveryRequestSchema,
    initialValues: { mail: prefilledMail.toLowerCase() },
    onSubmit: async ({ mail }) => {
      await postRecovery({ mail });
      navigate(`~${localePath(locale, `sign/password/code/${encodeURIComponent(mail)}`)}`);
    },
  });
  useDocumentTitle(t('compte.recuperation.titre'));
  if (redirect) return <Redirect to={redirect} replace />;

  return (
    <SignLayout title={t('compte.recuperation.titre')} intro={t('compte.recuperation.intro')}>
      <form className={styles.form} noValidate onSubmit={(event) => void form.handleSubmit(event)}>
        <FormField label={t('compte.champs.mail')} required errors={form.errorsOf('mail')}>
          {(control) => <EmailInput {...control} {...form.bindEmail('mail')} autoComplete="username" />}
        </FormField>
        <FormMessage message={form.formMessage} />
        <SubmitButton isPending={form.isPending} pendingLabel={t('compte.envoi')}>
          {t('compte.recuperation.valider')}
        </SubmitButton>
        <p className={styles.aside}>
          <Link href={`~${localePath(locale, 'sign')}`} className={styles.link}>
            {t('compte.recuperation.retour')}
          </Link>
        </p>
      </form>
    </SignLayout>
  );
}
