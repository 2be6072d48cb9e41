import { useTranslation } from '../../../lib/i18n-react.tsx';
import { Link, Redirect, useSearch } from 'wouter';
import { localePath, useLocale } from '../../../lib/locale-context.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { GoogleSignIn } from '../components/google-sign-in.tsx';
import { SignInForm } from '../components/sign-in-form.tsx';
import { SignLayout } from '../components/sign-layout.tsx';
import { useSignedInRedirect } from '../hooks/use-signed-in-redirect.ts';
import styles from '../components/account-form.module.css';

/** /:lang/sign: the sign-in form (mail and password), with the way to sign-up and to recovery. */
export function SignInPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const redirect = useSignedInRedirect();
  const prefilledMail = new URLSearchParams(useSearch()).get('mail') ?? '';
  useDocumentTitle(t('compte.connexion.titre'));
  if (redirect) return <Redirect to={redirect} replace />;

  return (
    <SignLayout title={t('compte.connexion.titre')} intro={t('compte.connexion.intro')} activeTab="in">
      <SignInForm initialMail={prefilledMail} />
      <p className={styles.aside}>
        {t('compte.connexion.pas_de_compte')}{' '}
        <Link href={`~${localePath(locale, 'sign/up')}`} className={styles.link}>
          {t('compte.onglet_inscription')}
        </Link>
      </p>
      <GoogleSignIn context="signin" />
    </SignLayout>
  );
}
