import type { PrincipeActif } from '@boutique/domain';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { Link } from 'wouter';
import { ArrowLeftIcon } from '../../../components/ui/action-icons.tsx';
import { ResponsivePicture } from '../../../components/ui/responsive-picture.tsx';
import { withBrandSuffix } from '../../../lib/brand.ts';
import { localePath, useLocale } from '../../../lib/locale-context.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { usePrincipes } from '../api/get-principes.ts';
import { ContentError } from '../components/content-error.tsx';
import { ContentSkeleton } from '../components/content-skeleton.tsx';
import { TextParagraphs } from '../components/text-paragraphs.tsx';
import { ingredientPath } from '../lib/content-paths.ts';
import { useCanonicalItem } from '../lib/use-canonical-item.ts';
import styles from './ingredient-page.module.css';

export interface IngredientPageProps {
  params: { idSlug?: string };
  /**
   * The products containing the ingredient, drawn by the app (product cards belong to the
   * catalogue feature, which this feature does not import).
   */
  renderProducts?: (produitIds: number[]) => ReactNode;
}

/** /:lang/principe-actif/:idSlug: an active ingredient, its story and the products that hold it. */
export function IngredientPage({ params, renderProducts }: IngredientPageProps) {
  const locale = useLocale();
  const query = usePrincipes(locale);
  const principe = useCanonicalItem(params.idSlug, query, (item) => ingredientPath(locale, item));
  useDocumentTitle(principe?.label);

  if (principe) return <Ingredient principe={principe} renderProducts={renderProducts} />;
  if (query.isError && !query.isFetching) {
    return <ContentError onRetry={() => void query.refetch()} isRetrying={query.isFetching} />;
  }
  return <ContentSkeleton hasPicture />;
}

function Ingredient({
  principe,
  renderProducts,
}: { principe: PrincipeActif } & Pick<IngredientPageProps, 'renderProducts'>) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <article className={styles.page}>
      <nav className={styles.back} aria-label={t('contenu.fil_ariane')}>
        <Link href={`~${localePath(locale, 'accueil')}`} className={styles.backLink}>
          <ArrowLeftIcon />
          {t('contenu.tous_les_soins')}
        </Link>
      </nav>
      <div className={styles.layout}>
        <ResponsivePicture
          kind={principe.visuel_id === null ? 'default' : 'visuel'}
          id={principe.visuel_id ?? 0}
          alt={withBrandSuffix(principe.label)}
          ratio="square"
          sizes="(min-width: 60em) 40vw, 100vw"
          widths={[480, 640, 960, 1280]}
          isPriority
          className={styles.picture}
        />
        <div className={styles.text}>
          <p className={styles.eyebrow}>{t('contenu.principe.surtitre')}</p>
          <h1 className={styles.title}>{principe.label}</h1>
          {principe.accroche && <p className={styles.accroche}>{principe.accroche}</p>}
          <TextParagraphs text={principe.texte} className={styles.body} />
        </div>
      </div>
      {principe.produits.length > 0 && renderProducts && (
        <section className={styles.products} aria-labelledby="ingredient-products">
          <h2 id="ingredient-products" className={styles.productsTitle}>
            {t('contenu.principe.produits_titre')}
          </h2>
          {renderProducts(principe.produits)}
        </section>
      )}
    </article>
  );
}
