import { parseIdSlug, type Produit } from '@boutique/domain';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { track } from '../../../lib/analytics/index.ts';
import { localePath, useLocale } from '../../../lib/locale-context.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useProduits } from '../api/get-produits.ts';
import { LoadError } from '../components/load-error.tsx';
import type { CardActionRenderer } from '../components/product-card.tsx';
import { ProductDetails, type ProductAsideRenderer, type PurchaseRenderer } from '../components/product-details.tsx';
import { RelatedProducts } from '../components/related-products.tsx';
import { ProductSkeleton } from '../components/product-skeleton.tsx';
import { canonicalSlug, productPath } from '../lib/product-path.ts';

/**
 * /:lang/cosmetique/:idSlug. The product comes from the catalogue list (already in hand when the
 * visitor arrives from the home page). A wrong or missing slug is replaced by the right one; an
 * unknown id leads to the error page, but only once the server has answered, since the list kept
 * in session storage may predate a new product.
 */
export function ProductPage({
  params,
  renderPurchase,
  renderContent,
  renderShare,
  renderCardAction,
}: {
  params: { idSlug?: string };
  renderPurchase?: PurchaseRenderer;
  /** The share links under the description, composed by the app. */
  renderShare?: ProductAsideRenderer;
  /** What the cross-sell cards carry beside their price (the basket's add button). */
  renderCardAction?: CardActionRenderer;
  /** What follows the product (its FAQ sections and ingredients), composed by the app. */
  renderContent?: (produit: Produit) => ReactNode;
}) {
  const locale = useLocale();
  const [, navigate] = useLocation();
  const parsed = parseIdSlug(params.idSlug ?? '');
  const query = useProduits(locale);
  const produit = parsed ? query.data?.find(({ id }) => id === parsed.id) : undefined;
  const hasServerAnswer = query.dataUpdatedAt > 0 && !query.isFetching;
  const isUnknown = !parsed || (hasServerAnswer && !produit);
  const hasWrongSlug = Boolean(produit && parsed && parsed.slug !== canonicalSlug(produit));

  useEffect(() => {
    if (isUnknown) navigate(`~${localePath(locale, 'erreur')}?code=404`, { replace: true });
  }, [isUnknown, locale, navigate]);

  useEffect(() => {
    if (hasWrongSlug && produit) navigate(`~${productPath(locale, produit)}`, { replace: true });
  }, [hasWrongSlug, produit, locale, navigate]);

  useDocumentTitle(produit?.label);
  const viewedId = produit?.id;
  useEffect(() => {
    if (viewedId !== undefined) track({ type: 'produit', produit: viewedId });
  }, [viewedId]);

  if (produit) {
    return (
      <>
        <ProductDetails key={produit.id} produit={produit} renderPurchase={renderPurchase} renderShare={renderShare} />
        <RelatedProducts produit={produit} produits={query.data ?? []} renderCardAction={renderCardAction} />
        {renderContent?.(produit)}
      </>
    );
  }
  if (query.isError && !query.isFetching) {
    return <LoadError onRetry={() => void query.refetch()} isRetrying={query.isFetching} />;
  }
  return <ProductSkeleton />;
}
