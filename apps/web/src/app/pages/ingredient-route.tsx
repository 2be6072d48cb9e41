import { useProduits } from '../../features/catalogue/api/get-produits.ts';
import { ProductCard } from '../../features/catalogue/components/product-card.tsx';
import { ProductCardSkeleton } from '../../features/catalogue/components/product-card-skeleton.tsx';
import { IngredientPage } from '../../features/content/pages/ingredient-page.tsx';
import { useLocale } from '../../lib/locale-context.tsx';
import styles from './ingredient-route.module.css';

/** The catalogue's cards of the given products (offline ones are never listed), in catalogue order. */
function ProductCards({ ids }: { ids: readonly number[] }) {
  const locale = useLocale();
  const query = useProduits(locale);
  if (!query.data) {
    return (
      <ul className={styles.grid} aria-hidden="true">
        {ids.map((id) => (
          <li key={id}>
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  const produits = query.data.filter(({ id }) => ids.includes(id));
  return (
    <ul className={styles.grid}>
      {produits.map((produit) => (
        <li key={produit.id}>
          <ProductCard produit={produit} />
        </li>
      ))}
    </ul>
  );
}

const renderProducts = (ids: number[]) => <ProductCards ids={ids} />;

/**
 * /:lang/principe-actif/:idSlug: the content feature's ingredient page with the catalogue's
 * product cards, composed here since features do not import each other. A chunk of its own.
 */
export default function IngredientRoute({ params }: { params: { idSlug?: string } }) {
  return <IngredientPage params={params} renderProducts={renderProducts} />;
}
