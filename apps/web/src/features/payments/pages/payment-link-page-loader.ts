import { lazy } from 'react';

/** The public payment page in a chunk of its own (router.tsx): shoppers never load it elsewhere. */
export const LazyPaymentLinkPage = lazy(() =>
  import('./payment-link-page.tsx').then((module) => ({ default: module.PaymentLinkPage })),
);
