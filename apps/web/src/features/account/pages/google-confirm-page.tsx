import { Link } from 'wouter';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { localePath, useLocale } from '../../../lib/locale-context.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { GOOGLE_REASON_KEYS, useFailureText } from '../lib/reason-keys.ts';
import { postGoogleConfirm } from '../api/google-sign-in.ts';
import { FormMessage } from '../components/form-message.tsx';
import { SignLayout } from '../components/sign-layout.tsx';
import { useMailedLink } from '../hooks/use-mailed-link.ts';
import styles from '../components/account-form.module.css';

/**
 * /:lang/sign/google/:token, the link of the mail that confirms linking Google to an existing
 * account: the link is spent once, then the account opens like a sign-in.
 */
export function GoogleConfirmPage({ token }: { token: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const describeFailure = useFailureText(GOOGLE_REASON_KEYS);
  const failure = useMailedLink(token, postGoogleConfirm, describeFailure);
  useDocumentTitle(t('sign.google.confirmation.titre'));

  return (
    <SignLayout title={t('sign.google.confirmation.titre')}>
      <div className={styles.form}>
        {failure === null ? (
          <p className={styles.aside} role="status">
            {t('sign.google.confirmation.en_cours')}
          </p>
        ) : (
          <>
            <FormMessage message={failure} />
            <p className={styles.aside}>
              <Link href={`~${localePath(locale, 'sign')}`} className={styles.link}>
                {t('sign.google.confirmation.retour')}
              </Link>
            </p>
          </>
        )}
      </div>
    </SignLayout>
  );
}
