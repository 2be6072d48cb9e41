import { pickRandomSuggestion, type Produit } from '@boutique/domain';
import { useMemo, useState } from 'react';
import { CartPanel } from '../../features/basket/components/cart-panel.tsx';
import type { SuggestedProduct } from '../../features/basket/components/cross-sell-list.tsx';
import { useProduits } from '../../features/catalogue/api/get-produits.ts';
import { findDefaultDeclinaison } from '../../features/catalogue/lib/default-declinaison.ts';
import { productPath } from '../../features/catalogue/lib/product-path.ts';
import { useLocale } from '../../lib/locale-context.tsx';

/** A product as the panel suggests it: its page, and a variant that can be bought now. */
function toSuggestion(produit: Produit, locale: Parameters<typeof productPath>[0]): SuggestedProduct | null {
  const inStock = (declinaison: Produit['declinaisons'][number]) => (declinaison.stock?.total ?? 0) > 0;
  const preferred = findDefaultDeclinaison(produit);
  const declinaison = preferred && inStock(preferred) ? preferred : produit.declinaisons.find(inStock);
  return declinaison ? { id: produit.id, label: produit.label, href: productPath(locale, produit), declinaison } : null;
}

/**
 * The cart panel composed with the catalogue (features do not import each other): the product
 * pages its lines link to, the products its cross-sell ids resolve against (the list already
 * cached for the page, so suggestions cost no call), and for an empty basket one product picked
 * at random among those online and in stock. Loaded on demand by CartPanelHost.
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
  // One draw per opening: a refetch of the same list must not change the suggestion under the shopper's eyes.
  const [draw] = useState(Math.random);
  const discovery = useMemo(() => {
    const picked = produits ? pickRandomSuggestion(produits, () => draw) : null;
    return picked ? toSuggestion(picked, locale) : null;
  }, [produits, locale, draw]);
  return (
    <CartPanel
      onCancel={onCancel}
      products={products}
      discovery={discovery}
      productHref={(produit) => productPath(locale, produit)}
    />
  );
}
