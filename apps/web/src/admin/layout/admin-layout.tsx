import { hasScope, personName, SCOPES } from '@boutique/domain';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { Link, useLocation, useRoute } from 'wouter';
import { localePath, useLocale } from '../../lib/locale-context.tsx';
import { useStoredSessionToken } from '../../lib/session-store.ts';
import { ADMIN_MENU } from '../admin-screens.ts';
import { useStaffAccess } from '../staff/staff-api.ts';
import { AdminSearch } from './admin-search.tsx';
import { FramePublicUrlWarning } from './public-url-warning.tsx';
import styles from './admin-layout.module.css';
import { SkipLink } from '../../components/ui/skip-link.tsx';

function NavLink({ path, label }: { path: string; label: string }) {
  const [isActive] = useRoute(`${path}/*?`);
  return (
    <Link href={path} className={styles.navLink} aria-current={isActive ? 'page' : undefined}>
      {label}
    </Link>
  );
}

/**
 * The navigation's state on a phone, where it folds behind a menu button (wider screens always
 * show it): folded at first and after each move to another page, so the page comes first;
 * Escape folds it and gives the focus back to the button.
 */
function useFoldingMenu(button: RefObject<HTMLButtonElement | null>) {
  const [location] = useLocation();
  // Open on the page it was opened on only: moving on folds it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpenOn(null);
    button.current?.focus();
  };
  return { open, toggle: () => setOpenOn(open ? null : location), onKeyDown };
}

/**
 * The back office's frame (design: denser and plainer than the shop, same tokens): a slim header
 * with the menu button (phones), the search box (admins), the staff member's signed-in devices and
 * the way back to the shop; the side
 * navigation, folded on a phone; the page.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const session = useStoredSessionToken();
  const menuButton = useRef<HTMLButtonElement>(null);
  const menu = useFoldingMenu(menuButton);
  const navId = useId();
  const user = session?.user;
  const userName = user ? personName({ prenom: user.prenom ?? '', nom: user.nom ?? '', mail: user.mail ?? '' }) : '';
  const access = useStaffAccess();
  const canSearch = hasScope(session?.scopes ?? [], SCOPES.admin) && access.can('commandes:lire');
  // What the role may read, among what the account's scope opens.
  const entries = access.isPending
    ? []
    : ADMIN_MENU.filter(
        (entry) => hasScope(session?.scopes ?? [], entry.scope) && (!entry.area || access.can(`${entry.area}:lire`)),
      );
  return (
    <div className={styles.frame}>
      <SkipLink target="admin-contenu" />
      <header className={styles.header}>
        <button
          ref={menuButton}
          type="button"
          className={styles.menuButton}
          aria-expanded={menu.open}
          aria-controls={navId}
          onClick={menu.toggle}
        >
          <span aria-hidden="true" className={styles.menuIcon} />
          {t('admin.menu_bouton')}
        </button>
        <p className={styles.brand}>
          <span className={styles.brandName}>Maison Orcaviar</span>
          <span className={styles.brandArea}>{t('admin.titre')}</span>
        </p>
        {canSearch && <AdminSearch />}
        <div className={styles.headerEnd}>
          {userName && <span className={styles.user}>{userName}</span>}
          {canSearch && (
            <Link className={styles.back} href="/securite">
              {t('admin.securite.lien')}
            </Link>
          )}
          <a className={styles.back} href={localePath(locale, 'mon-compte/appareils')}>
            {t('admin.appareils')}
          </a>
          <a className={styles.back} href={localePath(locale, 'accueil')}>
            {t('admin.retour_boutique')}
          </a>
        </div>
      </header>
      <div className={styles.body}>
        <nav
          id={navId}
          className={styles.nav}
          data-open={menu.open}
          aria-label={t('admin.navigation')}
          onKeyDown={menu.onKeyDown}
        >
          <ul>
            {entries.map((section) => (
              <li key={section.path}>
                <NavLink path={section.path} label={t(section.label)} />
              </li>
            ))}
          </ul>
        </nav>
        <main id="admin-contenu" tabIndex={-1} className={styles.main}>
          <FramePublicUrlWarning className={styles.notice} />
          {children}
        </main>
      </div>
    </div>
  );
}
