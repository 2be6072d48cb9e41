import { useTranslation } from '../../lib/i18n-react.tsx';
import { Link } from 'wouter';
import { CogIcon, PersonIcon } from '../../components/ui/header-icons.tsx';
import { localePath, useLocale } from '../../lib/locale-context.tsx';
import { useStoredSessionToken } from '../../lib/session-store.ts';
import headerStyles from './site-header.module.css';
import styles from './account-links.module.css';

/**
 * The header's admin cog (admin scope only) and account button: to sign-in for a
 * visitor, to the account, with the user's initials, for a signed-in user who has an address.
 */
export function AccountLinks() {
  const { t } = useTranslation();
  const locale = useLocale();
  const session = useStoredSessionToken();
  const user = session?.user;
  // Tolerant of a token stored by an older version without the names.
  const initials = user ? `${user.prenom?.charAt(0) ?? ''}${user.nom?.charAt(0) ?? ''}`.toUpperCase() : '';
  return (
    <>
      {/* One positive scope: a plain lookup does what hasScope would (and weighs nothing here). */}
      {session?.scopes.includes('admin') && (
        <Link
          href={`~${localePath(locale, 'ad/dash')}`}
          className={headerStyles.iconButton}
          aria-label={t('compte.entete.administration')}
        >
          <CogIcon />
        </Link>
      )}
      {!user ? (
        <Link
          href={`~${localePath(locale, 'sign')}`}
          className={headerStyles.iconButton}
          aria-label={t('entete.compte')}
        >
          <PersonIcon />
        </Link>
      ) : (
        user.mail && (
          <Link
            href={`~${localePath(locale, 'mon-compte')}`}
            className={headerStyles.iconButton}
            // The initials shown lead the name, so a voice user can say what they see (WCAG 2.5.3).
            aria-label={[initials, t('compte.entete.compte_connecte', { prenom: user.prenom || user.mail })]
              .filter(Boolean)
              .join(', ')}
            data-signed-in="true"
          >
            <span className={styles.initials} aria-hidden="true">
              {initials || <PersonIcon />}
            </span>
          </Link>
        )
      )}
    </>
  );
}
