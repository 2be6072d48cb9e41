import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { buttonClassName } from '../../../components/ui/button.ts';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { localePath, useLocale } from '../../../lib/locale-context.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useConfirmNewsletter } from '../api/confirm-newsletter.ts';
import { rememberSubscription } from '../lib/newsletter-status.ts';
import styles from './newsletter-page.module.css';

/**
 * /:lang/newsletter/confirmation/:jeton, opened from the double opt-in mail: confirms once on
 * arrival and says so; a used or expired link says how to start again.
 */
export function NewsletterConfirmationPage({ jeton }: { jeton: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const confirming = useConfirmNewsletter();
  const { mutate } = confirming;
  // The link works once: a second call (React's development double effect) would read as expired.
  const sentFor = useRef<string | null>(null);
  useDocumentTitle(t('newsletter.confirmation_titre'));
  useEffect(() => {
    if (sentFor.current === jeton) return;
    sentFor.current = jeton;
    mutate(jeton, { onSuccess: rememberSubscription });
  }, [jeton, mutate]);

  const text = confirming.isSuccess
    ? t('newsletter.confirmation_ok')
    : confirming.isError
      ? t('newsletter.confirmation_invalide')
      : t('newsletter.confirmation_en_cours');
  return (
    <section className={styles.page} aria-labelledby="newsletter-confirmation-title" aria-busy={confirming.isPending}>
      <h1 id="newsletter-confirmation-title" className={styles.title}>
        {t('newsletter.confirmation_titre')}
      </h1>
      <p className={styles.text} role="status">
        {text}
      </p>
      <Link href={`~${localePath(locale, 'accueil')}`} className={buttonClassName('primary')}>
        {t('erreur.retour_accueil')}
      </Link>
    </section>
  );
}
