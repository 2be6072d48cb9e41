import { useTranslation } from '../../../lib/i18n-react.tsx';
import { Link } from 'wouter';
import { ArrowRightIcon } from '../../../components/ui/action-icons.tsx';
import { useLocale } from '../../../lib/locale-context.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { legalPath } from '../components/legal-nav.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { LEGAL_DOCUMENTS } from '../legal/legal-documents.ts';
import { LEGAL_SLUGS } from '../legal/legal-types.ts';
import { LegalLayout } from './legal-layout.tsx';
import articleLinks from '../components/article-links.module.css';
import styles from './conditions-page.module.css';

/** /:lang/conditions: the index of the legal pages. */
export function ConditionsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  useDocumentTitle(t('conditions.titre_page'));
  return (
    <LegalLayout>
      <PageHeader eyebrow={t('conditions.surtitre')} title={t('conditions.titre_page')} align="start">
        <p>{t('conditions.introduction')}</p>
        {locale !== 'fr' && <p className={styles.note}>{t('conditions.version_francaise')}</p>}
      </PageHeader>
      <ul className={styles.list}>
        {LEGAL_SLUGS.map((slug) => {
          const document = LEGAL_DOCUMENTS[slug];
          return (
            <li key={slug} className={styles.item}>
              <h2 className={articleLinks.title}>
                <Link href={`~${legalPath(locale, slug)}`} className={styles.link}>
                  {document.title[locale]}
                </Link>
              </h2>
              <p className={styles.summary}>{document.summary[locale]}</p>
              <span className={styles.arrow} aria-hidden="true">
                <ArrowRightIcon />
              </span>
            </li>
          );
        })}
      </ul>
    </LegalLayout>
  );
}
