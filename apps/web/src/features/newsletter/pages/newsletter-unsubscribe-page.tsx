import { Link } from 'wouter';
import { buttonClassName } from '../../../components/ui/button.ts';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { localePath, useLocale } from '../../../lib/locale-context.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useUnsubscribeNewsletter } from '../api/unsubscribe-newsletter.ts';
import styles from './newsletter-page.module.css';

/**
 * /:lang/newsletter/desinscription/:jeton, the link at the foot of every campaign mail. It asks
 * before acting: mail scanners open links, and must not unsubscribe anyone by doing so (mail
 * clients' own button posts straight to the API, RFC 8058).
 */
export function NewsletterUnsubscribePage({ jeton }: { jeton: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const unsubscribing = useUnsubscribeNewsletter();
  useDocumentTitle(t('newsletter.desinscription.titre'));
  return (
    <section className={styles.page} aria-labelledby="newsletter-unsubscribe-title">
      <h1 id="newsletter-unsubscribe-title" className={styles.title}>
        {t('newsletter.desinscription.titre')}
      </h1>
      <p className={styles.text} role="status">
        {unsubscribing.isSuccess
          ? t('newsletter.desinscription.ok')
          : unsubscribing.isError
            ? t('newsletter.desinscription.invalide')
            : t('newsletter.desinscription.question')}
      </p>
      {unsubscribing.isIdle || unsubscribing.isPending ? (
        <button
          type="button"
          className={buttonClassName('primary')}
          disabled={unsubscribing.isPending}
          onClick={() => unsubscribing.mutate(jeton)}
        >
          {t('newsletter.desinscription.bouton')}
        </button>
      ) : (
        <Link
          href={`~${localePath(locale, unsubscribing.isError ? 'contact' : 'accueil')}`}
          className={buttonClassName('primary')}
        >
          {t(unsubscribing.isError ? 'pied.contact' : 'erreur.retour_accueil')}
        </Link>
      )}
    </section>
  );
}
