import { Link } from 'wouter';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { localePath, useLocale } from '../../../lib/locale-context.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { postSignUpConfirm } from '../api/sign-up.ts';
import { FormMessage } from '../components/form-message.tsx';
import { SignLayout } from '../components/sign-layout.tsx';
import { useMailedLink } from '../hooks/use-mailed-link.ts';
import { useFailureText } from '../lib/reason-keys.ts';
import { restoreSignUpReturnAddress } from '../lib/return-address.ts';
import styles from '../components/account-form.module.css';

/**
 * /:lang/sign/up/:token, the link of the sign-up mail: the link is spent once, the account is
 * created and opens like a sign-in, with this browser's basket, then goes where sign-up was
 * heading (kept across tabs, since the link often opens in a new one).
 */
export function SignUpConfirmPage({ token }: { token: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const describeFailure = useFailureText();
  const failure = useMailedLink(token, postSignUpConfirm, describeFailure, restoreSignUpReturnAddress);
  useDocumentTitle(t('compte.inscription.confirmation.titre'));

  return (
    <SignLayout title={t('compte.inscription.confirmation.titre')}>
      <div className={styles.form}>
        {failure === null ? (
          <p className={styles.aside} role="status">
            {t('compte.inscription.confirmation.en_cours')}
          </p>
        ) : (
          <>
            <FormMessage message={failure} />
            <p className={styles.links}>
              <Link href={`~${localePath(locale, 'sign')}`} className={styles.link}>
                {t('compte.onglet_connexion')}
              </Link>
              <Link href={`~${localePath(locale, 'sign/up')}`} className={styles.link}>
                {t('compte.inscription.confirmation.recommencer')}
              </Link>
            </p>
          </>
        )}
      </div>
    </SignLayout>
  );
}
