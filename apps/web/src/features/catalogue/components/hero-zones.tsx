import type { HeroZone } from '@boutique/domain';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { Link } from 'wouter';
import { useLocale } from '../../../lib/locale-context.tsx';
import { useProduits } from '../api/get-produits.ts';
import { canTapZones, placeZone, placeZones, type PlacedZone } from '../lib/hero-zones.ts';
import { productPath } from '../lib/product-path.ts';
import { loadProductPage } from '../pages/product-page-loader.ts';
import styles from './home-hero.module.css';

const warmProductPage = () => void loadProductPage();

/** Follows the drawn size of the picture: are its zones still comfortable targets? */
function useCanTapZones(zones: readonly HeroZone[]) {
  const ref = useRef<HTMLDivElement>(null);
  const [canTap, setCanTap] = useState(true);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const { width, height } = element.getBoundingClientRect();
      setCanTap(canTapZones(zones, width, height));
    };
    measure();
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [zones]);
  return { ref, canTap };
}

/**
 * The hero picture's links, laid over it (loaded on their own: they need the hero's zones and the
 * product names, which arrive after the picture's box is drawn). Each bottle's zone opens its
 * product; when the picture is drawn too small for a finger (< 44 px a zone), the picture stays a
 * picture and a row of named links under it does the work instead, in the caption's reserved space.
 */
export default function HeroZones({ zones: rawZones }: { zones: readonly HeroZone[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data: produits } = useProduits(locale);
  const zones = useMemo(() => (produits ? placeZones(rawZones, produits) : []), [rawZones, produits]);
  const { ref, canTap } = useCanTapZones(zones);
  return (
    <>
      <div ref={ref} className={styles.zones}>
        {canTap &&
          zones.map((zone) => (
            <HeroZoneLink key={zone.produit_id} zone={zone} href={`~${productPath(locale, zone.produit)}`} />
          ))}
      </div>
      <figcaption className={styles.caption}>
        {zones.length > 0 && canTap && <span className={styles.hint}>{t('accueil.hero.indice')}</span>}
        {zones.length > 0 && !canTap && (
          <ul className={styles.names} aria-label={t('accueil.hero.liens')}>
            {zones.map((zone) => (
              <li key={zone.produit_id}>
                <Link
                  href={`~${productPath(locale, zone.produit)}`}
                  className={styles.name}
                  onPointerEnter={warmProductPage}
                  onFocus={warmProductPage}
                >
                  {zone.produit.label}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </figcaption>
    </>
  );
}

/** One bottle of the picture: a link over it, named after its product, the name shown on hover and focus. */
function HeroZoneLink({ zone, href }: { zone: PlacedZone; href: string }) {
  return (
    <Link
      href={href}
      ref={(element: HTMLAnchorElement | null) => placeZone(element, zone)}
      className={styles.zone}
      data-produit={zone.produit_id}
      onPointerEnter={warmProductPage}
      onFocus={warmProductPage}
      onTouchStart={warmProductPage}
    >
      <span className={styles.zoneName}>{zone.produit.label}</span>
    </Link>
  );
}
