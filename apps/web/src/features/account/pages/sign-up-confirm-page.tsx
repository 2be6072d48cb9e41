import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { localePath, useLocale } from '../../../lib/locale-context.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { postSignUpConfirm } from '../api/sign-up.ts';
import { FormMessage } from '../components/form-message.tsx';
import { SignLayout } from '../components/sign-layout.tsx';
import { useCompleteSign } from '../hooks/use-session.ts';
import { readBasketHash } from '../lib/basket-bridge.ts';
import { useMessageTranslator } from '../lib/message-keys.ts';
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
  const translate = useMessageTranslator();
  const completeSign = useCompleteSign();
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = () => {
    const panier = readBasketHash();
    postSignUpConfirm({ token, ...(panier ? { panier } : {}) })
      .then((result) => {
        restoreSignUpReturnAddress();
        return completeSign(result);
      })
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
  useDocumentTitle(t('compte.inscription.confirmation.titre'));

  useEffect(() => {
    if (sentForRef.current === token) return;
    sentForRef.current = token;
    confirmRef.current();
  }, [token]);

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
