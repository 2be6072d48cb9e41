import { CountryPriceNote } from '../../../components/ui/country-price-note.tsx';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { useLocale } from '../../../lib/locale-context.tsx';
import { useProduits } from '../api/get-produits.ts';
import { groupByGamme } from '../lib/group-by-gamme.ts';
import { CatalogueRanges } from './catalogue-ranges.tsx';
import { CatalogueSkeleton } from './catalogue-skeleton.tsx';
import { LoadError } from './load-error.tsx';
import type { CardActionRenderer } from './product-card.tsx';
import { ThemedSections } from './themed-sections.tsx';
import styles from './home-collection.module.css';

/**
 * The home page's products, below its first screen: the four rituals, then the whole catalogue
 * range by range. The app hands in what goes on each card beside the price (the basket's button).
 */
export function HomeCollection({ renderCardAction }: { renderCardAction?: CardActionRenderer | undefined }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const query = useProduits(locale);
  return (
    <>
      {query.data && <ThemedSections produits={query.data} renderCardAction={renderCardAction} />}
      <section id="collection" className={styles.collection} aria-labelledby="home-collection-title">
        <header className={styles.intro}>
          <p className={styles.eyebrow}>{t('accueil.collection_surtitre')}</p>
          <h2 id="home-collection-title" className={styles.heading}>
            {t('accueil.collection')}
          </h2>
          <CountryPriceNote />
        </header>
        {query.data ? (
          <CatalogueRanges groups={groupByGamme(query.data)} renderCardAction={renderCardAction} />
        ) : query.isError ? (
          <LoadError onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
        ) : (
          <CatalogueSkeleton label={t('catalogue.chargement')} />
        )}
      </section>
    </>
  );
}
