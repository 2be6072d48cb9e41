import { Suspense } from 'react';
import { HomePage } from '../../features/catalogue/pages/home-page.tsx';
import { LazyHomeBelowFold } from './home-below-fold-loader.ts';
import styles from './home-route.module.css';

/**
 * /:lang/accueil: the first screen is in the entry chunk; the rest of the page arrives in its
 * own, in a box tall enough that the footer never shows (and then jumps) before it.
 */
export function HomeRoute() {
  return (
    <HomePage>
      <Suspense fallback={<div className={styles.pending} />}>
        <LazyHomeBelowFold />
      </Suspense>
    </HomePage>
  );
}
