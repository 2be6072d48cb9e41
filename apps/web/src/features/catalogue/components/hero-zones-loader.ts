import { lazy } from 'react';

/**
 * The hero's links ship in their own small chunk (home route budget); main.tsx starts its load
 * at boot on the home route, beside the hero's data, so they are in before the data.
 */
export const loadHeroZones = () => import('./hero-zones.tsx');

export const LazyHeroZones = lazy(loadHeroZones);
