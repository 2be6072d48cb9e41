import { lazy } from 'react';

/** The contact page, its form and the phone input's metadata load only when the route is shown. */
export const LazyContactPage = lazy(() =>
  import('./contact-page.tsx').then((module) => ({ default: module.ContactPage })),
);
