import { useTranslation } from '../../lib/i18n-react.tsx';
import { Link } from 'wouter';
import { localePath, useLocale } from '../../lib/locale-context.tsx';
import { AccountLinks } from './account-links.tsx';
import { CartButton } from './cart-button.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { useScrolledPast } from './use-scrolled-past.ts';
import { Wordmark } from './wordmark.tsx';
import styles from './site-header.module.css';

/** A fixed header stays transparent until the page scrolls past 50 px. */
const TRANSPARENT_UNTIL_PX = 50;

/**
 * The fixed header: language on the left, the wordmark in the middle, account and bag on the
 * right. Over the home page's opening it is transparent, then takes a solid ground.
 */
export function SiteHeader({ isOverlay }: { isOverlay: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const isScrolled = useScrolledPast(TRANSPARENT_UNTIL_PX);
  return (
    <header className={styles.header} data-transparent={isOverlay && !isScrolled}>
      <div className={styles.inner}>
        <div className={styles.start}>
          <LanguageSwitch />
        </div>
        <Link href={`~${localePath(locale, 'accueil')}`} className={styles.logo} aria-label={t('entete.accueil')}>
          <Wordmark />
        </Link>
        <div className={styles.end}>
          <AccountLinks />
          <CartButton />
        </div>
      </div>
    </header>
  );
}
