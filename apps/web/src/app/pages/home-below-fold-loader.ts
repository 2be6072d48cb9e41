import { lazy } from 'react';

/**
 * Everything of the home page under its first screen (news, rituals, catalogue, partner band)
 * ships in its own chunk, carousel included, so the home route's entry stays within its budget.
 * main.tsx starts this load at boot on the home route, side by side with the messages and data.
 */
export const loadHomeBelowFold = () => import('./home-below-fold.tsx');

export const LazyHomeBelowFold = lazy(loadHomeBelowFold);
