import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSession } from '../hooks/use-session.ts';
import styles from './sign-out-page.module.css';

/** /:lang/sign/out: signs out at once, then sign-in takes over. */
export function SignOutPage() {
  const { t } = useTranslation();
  const { signOut } = useSession();
  const hasStarted = useRef(false);
  useDocumentTitle(t('compte.deconnexion.titre'));
  useEffect(() => {
    // Once, even when StrictMode runs effects twice.
    if (hasStarted.current) return;
    hasStarted.current = true;
    void signOut();
  }, [signOut]);
  return (
    <p className={styles.page} role="status">
      {t('compte.deconnexion.en_cours')}
    </p>
  );
}
