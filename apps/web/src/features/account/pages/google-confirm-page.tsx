import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { localePath, useLocale } from '../../../lib/locale-context.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useGoogleMessage } from '../api/google-messages.ts';
import { postGoogleConfirm } from '../api/google-sign-in.ts';
import { FormMessage } from '../components/form-message.tsx';
import { SignLayout } from '../components/sign-layout.tsx';
import { useCompleteSign } from '../hooks/use-session.ts';
import { readBasketHash } from '../lib/basket-bridge.ts';
import styles from '../components/account-form.module.css';

/**
 * /:lang/sign/google/:token, the link of the mail that confirms linking Google to an existing
 * account: the link is spent once, then the account opens like a sign-in.
 */
export function GoogleConfirmPage({ token }: { token: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const translate = useGoogleMessage();
  const completeSign = useCompleteSign();
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = () => {
    const panier = readBasketHash();
    postGoogleConfirm({ token, ...(panier ? { panier } : {}) })
      .then(completeSign)
      .catch((error: unknown) =>
        setFailure(
          error instanceof ApiError && error.code !== 0 ? translate(error.message) : t('compte.erreurs.reseau'),
        ),
      );
  };
  const confirmRef = useRef(confirm);
  useLayoutEffect(() => {
    confirmRef.current = confirm;
  });
  // The token is single use: it is sent once per token, even when the effect runs twice.
  const sentForRef = useRef<string | null>(null);
  useDocumentTitle(t('sign.google.confirmation.titre'));

  useEffect(() => {
    if (sentForRef.current === token) return;
    sentForRef.current = token;
    confirmRef.current();
  }, [token]);

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
