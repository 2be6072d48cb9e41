import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { Link } from 'wouter';
import { buttonClassName } from '../../../components/ui/button.ts';
import { localePath, useLocale } from '../../../lib/locale-context.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useFaqs } from '../api/get-faqs.ts';
import { ContentError } from '../components/content-error.tsx';
import { ContentSkeleton } from '../components/content-skeleton.tsx';
import { FaqFilter } from '../components/faq-filter.tsx';
import { FaqList } from '../components/faq-list.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { countFaqs, filterFaqGroups, groupGlobalFaqs } from '../lib/faq-groups.ts';
import styles from './faq-page.module.css';

/** /:lang/faq: the global FAQ by visible category, with a filter over questions and answers. */
export function FaqPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const query = useFaqs(locale);
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const groups = useMemo(() => groupGlobalFaqs(query.data ?? []), [query.data]);
  const shown = useMemo(() => filterFaqGroups(groups, deferredSearch), [groups, deferredSearch]);
  const shownCount = countFaqs(shown);
  useDocumentTitle(t('faq.titre_page'));

  let body;
  if (query.data) {
    body = (
      <>
        <FaqFilter query={search} onQueryChange={setSearch} resultCount={shownCount} />
        {!deferredSearch.trim() && groups.length > 1 && (
          <nav aria-label={t('faq.categories')}>
            <ul className={styles.categoryList}>
              {groups.map(({ categorie }) => (
                <li key={categorie.id}>
                  <a className={styles.category} href={`#${categorie.slug}`}>
                    {categorie.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {shownCount > 0 ? (
          <FaqList groups={shown} />
        ) : (
          <div className={styles.empty}>
            <p className={styles.emptyTitle}>{t('faq.aucun_resultat', { query: deferredSearch.trim() })}</p>
            <p className={styles.emptyText}>{t('faq.aucun_resultat_texte')}</p>
            <button type="button" className={buttonClassName('secondary')} onClick={() => setSearch('')}>
              {t('faq.effacer')}
            </button>
          </div>
        )}
      </>
    );
  } else if (query.isError && !query.isFetching) {
    body = <ContentError onRetry={() => void query.refetch()} isRetrying={query.isFetching} />;
  } else {
    body = <ContentSkeleton />;
  }

  return (
    <div className={styles.page}>
      <PageHeader eyebrow={t('faq.surtitre')} title={t('faq.titre_page')}>
        <p>{t('faq.introduction')}</p>
      </PageHeader>
      <div className={styles.body}>{body}</div>
      <aside className={styles.contact} aria-labelledby="faq-contact">
        <h2 id="faq-contact" className={styles.contactTitle}>
          {t('faq.contact_titre')}
        </h2>
        <p className={styles.contactText}>{t('faq.contact_texte')}</p>
        <Link href={`~${localePath(locale, 'contact')}`} className={buttonClassName('primary')}>
          {t('faq.contact_lien')}
        </Link>
      </aside>
    </div>
  );
}
