import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { Link } from 'wouter';
import { localePath, useLocale } from '../../../lib/locale-context.tsx';
import { useStoredSessionToken } from '../../../lib/session-store.ts';
import styles from './account-layout.module.css';

/**
 * The customer area's frame: a greeting, and a side navigation listing only what exists (the
 * profile for now; addresses, orders and the ambassador area come with their issues).
 */
export function AccountLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const user = useStoredSessionToken()?.user;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>{t('compte.espace.titre')}</p>
        <p className={styles.greeting}>
          {user?.prenom ? t('compte.espace.bonjour', { prenom: user.prenom }) : t('compte.espace.bienvenue')}
        </p>
      </header>
      <nav className={styles.nav} aria-label={t('compte.espace.navigation')}>
        <ul className={styles.navList}>
          <li>
            <Link href={`~${localePath(locale, 'mon-compte')}`} className={styles.navLink} aria-current="page">
              {t('compte.espace.profil')}
            </Link>
          </li>
          <li className={styles.navEnd}>
            <Link href={`~${localePath(locale, 'sign/out')}`} className={styles.navLink}>
              {t('compte.espace.deconnexion')}
            </Link>
          </li>
        </ul>
      </nav>
      <div className={styles.content}>{children}</div>
    </div>
  );
}
