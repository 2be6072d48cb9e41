import { lazy, Suspense, useEffect, useId, useReducer, useState } from 'react';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useLocation } from 'wouter';
import { buttonClassName } from '../../components/ui/button.ts';
import { LOCAL_KEYS } from '../../lib/storage-keys.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { isNewsletterSubscribed } from './lib/newsletter-status.ts';
import styles from './newsletter-band.module.css';

/** The form, its phone input and the phone metadata load when the visitor opens it. */
const LazyNewsletterDialog = lazy(() =>
  import('./components/newsletter-dialog.tsx').then((module) => ({ default: module.NewsletterDialog })),
);

/** The band above the footer: shown only to visitors who have not subscribed. */
export function NewsletterBand() {
  const { t } = useTranslation();
  const titleId = useId();
  const [isOpen, setOpen] = useState(false);
  // Read again on every page change and when another tab signs in or subscribes.
  useLocation();
  const [, refresh] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === LOCAL_KEYS.newsletter || event.key === LOCAL_KEYS.session) refresh();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  // Kept while the dialog is open, so its thanks stay on screen after subscribing.
  // Whether this browser subscribed is in its storage: the server and the hydration draw no band.
  const isHydrated = useHydrated();
  if (!isOpen && (!isHydrated || isNewsletterSubscribed())) return null;
  return (
    <section className={styles.band} aria-labelledby={titleId}>
      <div className={styles.inner}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>{t('newsletter.surtitre')}</p>
          <h2 id={titleId} className={styles.title}>
            {t('newsletter.bandeau_titre')}
          </h2>
          <p className={styles.text}>{t('newsletter.bandeau_texte')}</p>
        </div>
        <button
          type="button"
          className={buttonClassName('secondary', styles.cta)}
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          {t('newsletter.s_inscrire')}
        </button>
      </div>
      {isOpen && (
        <Suspense fallback={null}>
          <LazyNewsletterDialog onClosed={() => setOpen(false)} />
        </Suspense>
      )}
    </section>
  );
}
