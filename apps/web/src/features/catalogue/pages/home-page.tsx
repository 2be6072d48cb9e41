import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/locale-context.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useProduits } from '../api/get-produits.ts';
import { LazyCatalogueRanges } from '../components/catalogue-ranges-loader.ts';
import { CatalogueSkeleton } from '../components/catalogue-skeleton.tsx';
import { HomeHero } from '../components/home-hero.tsx';
import { LoadError } from '../components/load-error.tsx';
import type { CardActionRenderer } from '../components/product-card.tsx';
import { groupByGamme } from '../lib/group-by-gamme.ts';
import styles from './home-page.module.css';

/**
 * /:lang/accueil: the house's opening words, then every online product grouped by range. The
 * app hands in what goes on each card beside the price (the basket's add button).
 */
export function HomePage({ renderCardAction }: { renderCardAction?: CardActionRenderer }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const query = useProduits(locale);
  useDocumentTitle(t('accueil.titre_page'));

  const skeleton = <CatalogueSkeleton label={t('catalogue.chargement')} />;
  return (
    <>
      <HomeHero />
      <section id="collection" className={styles.collection} aria-label={t('accueil.collection')}>
        {query.data ? (
          <Suspense fallback={skeleton}>
            <LazyCatalogueRanges groups={groupByGamme(query.data)} renderCardAction={renderCardAction} />
          </Suspense>
        ) : query.isError ? (
          <LoadError onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
        ) : (
          skeleton
        )}
      </section>
    </>
  );
}
