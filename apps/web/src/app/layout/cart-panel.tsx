import { useMemo } from 'react';
import { CartPanel } from '../../features/basket/components/cart-panel.tsx';
import type { SuggestedProduct } from '../../features/basket/components/cross-sell-list.tsx';
import { useProduits } from '../../features/catalogue/api/get-produits.ts';
import { findDefaultDeclinaison } from '../../features/catalogue/lib/default-declinaison.ts';
import { productPath } from '../../features/catalogue/lib/product-path.ts';
import { useLocale } from '../../lib/locale-context.tsx';

/**
 * The cart panel composed with the catalogue (features do not import each other): the product
 * pages its lines link to, and the products its cross-sell ids resolve against (the list already
 * cached for the page, so suggestions cost no call). Loaded on demand by CartPanelHost.
 */
export default function ComposedCartPanel({ onCancel }: { onCancel: () => void }) {
  const locale = useLocale();
  const produits = useProduits(locale).data;
  const products = useMemo(
    () =>
      produits?.flatMap((produit): SuggestedProduct[] => {
        const declinaison = findDefaultDeclinaison(produit);
        return declinaison
          ? [{ id: produit.id, label: produit.label, href: productPath(locale, produit), declinaison }]
          : [];
      }),
    [produits, locale],
  );
  return <CartPanel onCancel={onCancel} products={products} productHref={(produit) => productPath(locale, produit)} />;
}
