import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { clearSession, readSession, useStoredSessionToken, writeSession } from '../../../lib/session-store.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { meQueryOptions } from '../api/get-me.ts';
import { AccountDataSection } from '../components/account-data-section.tsx';
import { PasswordChangeForm } from '../components/password-change-form.tsx';
import { ProfileForm } from '../components/profile-form.tsx';
import styles from './profile-page.module.css';

/**
 * /:lang/mon-compte: the profile and the password. The form starts from the server's copy of the
 * profile (an edit made on another device shows), which also refreshes the stored session; a
 * refused token signs out here (the guard then sends the visitor to sign-in, and back here after).
 */
export function ProfilePage() {
  const { t } = useTranslation();
  const user = useStoredSessionToken()?.user;
  const userId = user?.id ?? 0;
  const me = useQuery({ ...meQueryOptions(userId), enabled: userId > 0 });
  useDocumentTitle(t('compte.profil.titre'));

  useEffect(() => {
    const session = readSession();
    if (!me.data || !session || session.user.id !== me.data.id) return;
    if (JSON.stringify(session.user) !== JSON.stringify(me.data)) writeSession({ ...session, user: me.data });
  }, [me.data]);

  useEffect(() => {
    if (me.error instanceof ApiError && me.error.code === 401) clearSession();
  }, [me.error]);

  if (!user) return null;
  return (
    <div className={styles.page}>
      <section className={styles.section} aria-labelledby="profile-title">
        <h1 id="profile-title" className={styles.title}>
          {t('compte.profil.titre')}
        </h1>
        <p className={styles.intro}>{t('compte.profil.intro')}</p>
        {/* The fields start from the server's copy; the stored one serves when the server cannot answer. */}
        {me.isPending && me.fetchStatus === 'fetching' ? (
          <p className={styles.loading} role="status">
            {t('commun.chargement')}
          </p>
        ) : (
          <ProfileForm user={me.data ?? user} />
        )}
      </section>
      <section className={styles.section} aria-labelledby="password-title">
        <h2 id="password-title" className={styles.subtitle}>
          {t('compte.mot_de_passe.titre')}
        </h2>
        <p className={styles.intro}>{t('compte.mot_de_passe.intro')}</p>
        <PasswordChangeForm userId={user.id} />
      </section>
      <section className={styles.section} aria-labelledby="data-title">
        <h2 id="data-title" className={styles.subtitle}>
          {t('compte.donnees.titre')}
        </h2>
        <p className={styles.intro}>{t('compte.donnees.intro')}</p>
        <AccountDataSection userId={user.id} />
      </section>
    </div>
  );
}
