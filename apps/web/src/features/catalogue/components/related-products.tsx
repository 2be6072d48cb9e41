import type { Produit } from '@boutique/domain';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { relatedProducts } from '../lib/related-products.ts';
import { ProductCard, type CardActionRenderer } from './product-card.tsx';
import styles from './related-products.module.css';

/**
 * The product page's cross-sell ("Vous aimerez aussi"): its associated online products as cards,
 * each with what the app puts beside the price (the basket's add button). Nothing when none.
 */
export function RelatedProducts({
  produit,
  produits,
  renderCardAction,
}: {
  produit: Produit;
  produits: readonly Produit[];
  renderCardAction?: CardActionRenderer | undefined;
}) {
  const { t } = useTranslation();
  const related = relatedProducts(produit, produits);
  if (related.length === 0) return null;
  return (
    <section className={styles.related} aria-labelledby="product-related-title">
      <h2 id="product-related-title" className={styles.heading}>
        {t('produit.associes_titre')}
      </h2>
      <ul className={styles.cards}>
        {related.map((item) => (
          <li key={item.id} className={styles.card}>
            <ProductCard produit={item} renderAction={renderCardAction} />
          </li>
        ))}
      </ul>
    </section>
  );
}
