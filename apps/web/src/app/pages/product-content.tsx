import type { Produit } from '@boutique/domain';
import { Suspense } from 'react';
import { LazyProductContentSections } from '../../features/content/pages/content-page-loaders.ts';

/**
 * What the product page shows below the product itself: the content feature's FAQ sections and
 * active ingredients, in their own chunk (nothing holds the product's place while it loads).
 */
export function renderProductContent(produit: Produit) {
  return (
    <Suspense fallback={null}>
      <LazyProductContentSections produitId={produit.id} principeIds={produit.principes} />
    </Suspense>
  );
}
