import { lazy } from 'react';

/** The error page is rarely seen, so it is fetched only when needed. */
export const LazyErrorPage = lazy(() => import('./error-page.tsx').then((module) => ({ default: module.ErrorPage })));
