/**
 * The product page ships in its own chunk: the home route must stay within its JavaScript
 * budget (app/router.tsx loads it, composed with the basket, on demand). Cards call
 * loadProductPage on first intent (hover, focus, touch) so the chunk is usually in before the tap lands.
 */
export const loadProductPage = () => import('./product-page.tsx');
