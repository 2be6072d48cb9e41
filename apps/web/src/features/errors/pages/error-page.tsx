import { useTranslation } from '../../../lib/i18n-react.tsx';
import { Link, useSearch } from 'wouter';
import { buttonClassName } from '../../../components/ui/button.ts';
import { localePath, useLocale } from '../../../lib/locale-context.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { errorMessageKind, readErrorCode } from '../error-code.ts';
import styles from './error-page.module.css';

/** /:lang/erreur?code=N: a kind word for what went wrong and the way back home. */
export function ErrorPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const code = readErrorCode(useSearch());
  const kind = errorMessageKind(code);
  useDocumentTitle(t('erreur.titre_page', { code }));
  return (
    <section className={styles.page} aria-labelledby="error-title">
      <p className={styles.code} aria-hidden="true">
        {code}
      </p>
      <p className="visually-hidden">{t('erreur.titre_page', { code })}</p>
      <h1 id="error-title" className={styles.title}>
        {t(`erreur.${kind}.titre`)}
      </h1>
      <p className={styles.text}>{t(`erreur.${kind}.texte`)}</p>
      <Link href={`~${localePath(locale, 'accueil')}`} className={buttonClassName('primary')}>
        {t('erreur.retour_accueil')}
      </Link>
    </section>
  );
}
