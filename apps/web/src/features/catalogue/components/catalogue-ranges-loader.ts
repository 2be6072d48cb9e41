import { lazy } from 'react';

/**
 * The cards (pictures, prices, stock labels) sit below the first screen of the home page, so
 * they ship in their own chunk and the home route's entry stays within its budget. main.tsx
 * starts this load at boot on the home route, side by side with the messages and the data.
 */
export const loadCatalogueRanges = () => import('./catalogue-ranges.tsx');

export const LazyCatalogueRanges = lazy(loadCatalogueRanges);
