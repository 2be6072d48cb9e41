import type { ReactNode } from 'react';
import { Link, useRoute } from 'wouter';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { localePath, useLocale } from '../../../lib/locale-context.tsx';
import { useStoredSessionToken } from '../../../lib/session-store.ts';
import { isAmbassador } from '../lib/ambassador-access.ts';
import styles from './account-layout.module.css';

/** A section of the area; `pattern` (relative to /mon-compte) marks it current, sub-pages included. */
function NavItem({ path, pattern, label }: { path: string; pattern: string; label: string }) {
  const locale = useLocale();
  const [isCurrent] = useRoute(pattern);
  return (
    <li>
      <Link
        href={`~${localePath(locale, `mon-compte${path}`)}`}
        className={styles.navLink}
        aria-current={isCurrent ? 'page' : undefined}
      >
        {label}
      </Link>
    </li>
  );
}

/**
 * The customer area's frame: a greeting, and a side navigation: the profile, addresses, orders,
 * the devices signed in, the ambassador area for ambassadors only, and signing out.
 */
export function AccountLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const session = useStoredSessionToken();
  const user = session?.user;
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
          <NavItem path="" pattern="/" label={t('compte.espace.profil')} />
          <NavItem path="/adresses" pattern="/adresses" label={t('compte.espace.adresses')} />
          <NavItem path="/commandes" pattern="/commandes/*?" label={t('compte.espace.commandes')} />
          <NavItem path="/appareils" pattern="/appareils" label={t('compte.espace.appareils')} />
          {isAmbassador(session) && (
            <NavItem path="/ambassadeur" pattern="/ambassadeur" label={t('compte.espace.ambassadeur')} />
          )}
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
