import { useTranslation } from '../../lib/i18n-react.tsx';
import { Link } from 'wouter';
import { FacebookIcon, InstagramIcon, PinterestIcon } from '../../components/ui/social-icons.tsx';
import { localePath, useLocale } from '../../lib/locale-context.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { WINDOW_EVENTS } from '../../lib/storage-keys.ts';
import { SOCIAL_LINKS } from './social-links.ts';
import { Wordmark } from './wordmark.tsx';
import styles from './site-footer.module.css';

const SOCIAL_ICONS = { instagram: InstagramIcon, facebook: FacebookIcon, pinterest: PinterestIcon } as const;

/** Opens the cookie settings; the cookie feature listens for this event. */
const openCookieSettings = () => window.dispatchEvent(new CustomEvent(WINDOW_EVENTS.cookiesOpen));

/** The footer: the house, its help pages, cookie settings, social accounts and the copyright. */
export function SiteFooter() {
  const { t } = useTranslation();
  const locale = useLocale();
  const to = (path: string) => `~${localePath(locale, path)}`;
  // On a page drawn on the server, a click before the hydration would open nothing.
  const isHydrated = useHydrated();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Link href={to('accueil')} className={styles.brandLink} aria-label={t('entete.accueil')}>
            <Wordmark size="footer" />
          </Link>
          <p className={styles.baseline}>{t('pied.signature')}</p>
        </div>

        <nav className={styles.column} aria-labelledby="footer-maison">
          <h2 id="footer-maison" className={styles.heading}>
            {t('pied.maison')}
          </h2>
          <ul className={styles.links}>
            <li>
              <Link href={to('accueil')}>{t('pied.soins_caviar')}</Link>
            </li>
            <li>
              <Link href={to('contact')}>{t('pied.contact')}</Link>
            </li>
          </ul>
        </nav>

        <nav className={styles.column} aria-labelledby="footer-aide">
          <h2 id="footer-aide" className={styles.heading}>
            {t('pied.aide')}
          </h2>
          <ul className={styles.links}>
            <li>
              <Link href={to('faq')}>{t('pied.faq')}</Link>
            </li>
            <li>
              <Link href={to('conditions')}>{t('pied.conditions')}</Link>
            </li>
            <li>
              <Link href={to('retractation')}>{t('pied.retractation')}</Link>
            </li>
            <li>
              <button type="button" className={styles.linkButton} disabled={!isHydrated} onClick={openCookieSettings}>
                {t('pied.cookies')}
              </button>
            </li>
          </ul>
        </nav>

        <div className={styles.column}>
          <h2 className={styles.heading}>{t('pied.suivre')}</h2>
          <ul className={styles.social}>
            {SOCIAL_LINKS.map(({ network, name, href }) => {
              const SocialIcon = SOCIAL_ICONS[network];
              return (
                <li key={network}>
                  <a
                    className={styles.socialLink}
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('pied.reseau', { reseau: name })}
                  >
                    <SocialIcon />
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
      <p className={styles.copyright}>{t('pied.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
