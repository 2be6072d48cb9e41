import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { localePath, useLocale } from '../../../lib/locale-context.tsx';
import { useStoredSessionToken } from '../../../lib/session-store.ts';
import { CheckoutStep } from './checkout-step.tsx';
import styles from './checkout.module.css';

/** Step 1: who is ordering. Signed in, a line saying so; anonymous, the sign forms the app hands in. */
export function IdentificationStep({ signForms }: { signForms: ReactNode }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const session = useStoredSessionToken();
  return (
    <CheckoutStep number={1} id="checkout-identification" title={t('checkout.identification.titre')}>
      {session ? (
        <p className={styles.signedIn}>
          <span>
            {t('checkout.identification.connecte', {
              nom: `${session.user.prenom} ${session.user.nom}`.trim() || session.user.mail,
            })}
            {session.user.mail && <span className={styles.muted}> · {session.user.mail}</span>}
          </span>
          <Link href={`~${localePath(locale, 'sign/out')}`} className={styles.link}>
            {t('checkout.identification.pas_vous')}
          </Link>
        </p>
      ) : (
        <>
          <p className={styles.muted}>{t('checkout.identification.intro')}</p>
          {signForms}
        </>
      )}
    </CheckoutStep>
  );
}
