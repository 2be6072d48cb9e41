import { lazy } from 'react';

/**
 * The content pages ship in their own chunks, fetched when their route is first shown, so the
 * home route's JavaScript does not grow.
 */
export const LazyFaqPage = lazy(() => import('./faq-page.tsx').then((module) => ({ default: module.FaqPage })));

export const LazyConditionsPage = lazy(() =>
  import('./conditions-page.tsx').then((module) => ({ default: module.ConditionsPage })),
);

export const LazyLegalPage = lazy(() => import('./legal-page.tsx').then((module) => ({ default: module.LegalPage })));

export const LazyArticlePage = lazy(() =>
  import('./article-page.tsx').then((module) => ({ default: module.ArticlePage })),
);

/** The product page's FAQ and ingredient sections, loaded beside the product page. */
export const LazyProductContentSections = lazy(() =>
  import('../components/product-content-sections.tsx').then((module) => ({
    default: module.ProductContentSections,
  })),
);
