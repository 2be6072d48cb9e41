import { SignInSchema } from '@boutique/domain';
import { Link } from 'wouter';
import { EmailField } from '../../../components/ui/email-input.tsx';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { localePath, useLocale } from '../../../lib/locale-context.tsx';
import { useAccountForm } from '../hooks/use-account-form.ts';
import { useSession } from '../hooks/use-session.ts';
import { CurrentPasswordField } from './account-fields.tsx';
import { FormMessage } from './form-message.tsx';
import { SubmitButton } from './submit-button.tsx';
import styles from './account-form.module.css';

/**
 * Signing in with mail and password (the basket comes along), wherever it is offered: the sign-in
 * page and the checkout. The forgotten-password link carries the mail typed so far.
 */
export function SignInForm({ initialMail = '' }: { initialMail?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { signIn } = useSession();
  const form = useAccountForm({
    schema: SignInSchema,
    initialValues: { mail: initialMail.toLowerCase(), password: '' },
    onSubmit: ({ mail, password }) => signIn({ mail, password }),
  });
  const typedMail = form.values.mail ? `?mail=${encodeURIComponent(form.values.mail)}` : '';
  return (
    <form className={styles.form} noValidate onSubmit={(event) => void form.handleSubmit(event)}>
      <EmailField
        label={t('compte.champs.mail')}
        required
        errors={form.errorsOf('mail')}
        {...form.bindEmail('mail')}
        autoComplete="username"
      />
      <CurrentPasswordField
        label={t('compte.champs.password')}
        required
        errors={form.errorsOf('password')}
        {...form.bindText('password')}
      />
      <div className={styles.links}>
        <Link href={`~${localePath(locale, 'sign/recovery')}${typedMail}`} className={styles.link}>
          {t('compte.connexion.oubli')}
        </Link>
      </div>
      <FormMessage message={form.formMessage} />
      <SubmitButton isPending={form.isPending} pendingLabel={t('compte.envoi')}>
        {t('compte.connexion.valider')}
      </SubmitButton>
    </form>
  );
}
