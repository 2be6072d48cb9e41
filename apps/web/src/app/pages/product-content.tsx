import type { Produit } from '@boutique/domain';
import { Suspense } from 'react';
import { NearViewport } from '../../components/ui/near-viewport.tsx';
import { saveReturnAddress } from '../../features/account/lib/return-address.ts';
import { LazyProductContentSections } from '../../features/content/pages/content-page-loaders.ts';
import { LazyProductReviews } from '../../features/reviews/reviews-loader.ts';
import styles from './product-content.module.css';

/** Back to this product page after signing in to review it. */
const rememberProductPage = () => saveReturnAddress(`${window.location.pathname}${window.location.search}`);

/**
 * What the product page shows below the product itself: the content feature's FAQ sections and
 * active ingredients, in their own chunk (nothing holds the product's place while it loads), then
 * the customer reviews, whose chunk and data are fetched only as they near the screen.
 */
export function renderProductContent(produit: Produit) {
  return (
    <>
      <Suspense fallback={null}>
        <LazyProductContentSections produitId={produit.id} principeIds={produit.principes} />
      </Suspense>
      <NearViewport key={produit.id} className={styles.reviewsPlace}>
        <Suspense fallback={<div className={styles.reviewsPlace} />}>
          <LazyProductReviews produitId={produit.id} onSignIn={rememberProductPage} />
        </Suspense>
      </NearViewport>
    </>
  );
}
