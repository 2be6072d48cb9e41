import { lazy, Suspense, type ReactNode } from 'react';
import { useRoute } from 'wouter';
import { CookieConsentHost } from '../../features/cookies/cookie-consent-host.tsx';
import { useReferralCapture } from '../../features/account/lib/referral.ts';
import { usePageViews } from '../../lib/analytics/index.ts';
import { CartPanelHost } from './cart-panel-host.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';
import { SiteHeader } from './site-header.tsx';
import styles from './shell.module.css';
import { SkipLink } from '../../components/ui/skip-link.tsx';

/** The footer sits below the fold of every page, so it arrives after the first screen. */
const SiteFooter = lazy(() => import('./site-footer.tsx').then((module) => ({ default: module.SiteFooter })));
/** The newsletter band above the footer, likewise below the fold (it hides once subscribed). */
const NewsletterBand = lazy(() =>
  import('../../features/newsletter/newsletter-band.tsx').then((module) => ({ default: module.NewsletterBand })),
);

/**
 * The frame of every shopper page. The home page opens under a transparent header (its hero
 * clears it); other pages start below a solid one.
 */
export function Shell({ children }: { children: ReactNode }) {
  const [isHome] = useRoute('/accueil');
  useReferralCapture();
  usePageViews();
  return (
    <div className={styles.shell}>
      <SkipLink target="contenu" />
      <ScrollToTop />
      <SiteHeader isOverlay={isHome} />
      <main id="contenu" tabIndex={-1} className={styles.main} data-under-header={isHome}>
        {children}
      </main>
      <Suspense fallback={null}>
        <NewsletterBand />
        <SiteFooter />
      </Suspense>
      <CartPanelHost />
      <CookieConsentHost />
    </div>
  );
}
