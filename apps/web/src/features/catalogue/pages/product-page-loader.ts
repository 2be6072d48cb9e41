import { lazy } from 'react';

/**
 * The product page ships in its own chunk: the home route must stay within its JavaScript
 * budget. Cards call loadProductPage on first intent (hover, focus, touch) so the chunk is
 * usually in before the tap lands.
 */
export const loadProductPage = () => import('./product-page.tsx');

export const LazyProductPage = lazy(() => loadProductPage().then((module) => ({ default: module.ProductPage })));
