import { lazy } from 'react';

/**
 * The product page's reviews, in a chunk of their own fetched only once the section nears the
 * screen: the product's first screen (its LCP) neither waits for nor downloads them.
 */
export const LazyProductReviews = lazy(() =>
  import('./components/product-reviews.tsx').then((module) => ({ default: module.ProductReviews })),
);
