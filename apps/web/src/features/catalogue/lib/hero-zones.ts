import type { HeroZone, Produit } from '@boutique/domain';

/** The smallest target a finger can hit reliably (WCAG 2.5.5, Apple and Material guidance): 44 px. */
export const MIN_TARGET_PX = 44;

export interface PlacedZone extends HeroZone {
  produit: Produit;
}

/** The zones whose product is online, in the picture's order, each with its product. */
export function placeZones(zones: readonly HeroZone[], produits: readonly Produit[]): PlacedZone[] {
  const byId = new Map(produits.map((produit) => [produit.id, produit]));
  return zones.flatMap((zone) => {
    const produit = byId.get(zone.produit_id);
    return produit ? [{ ...zone, produit }] : [];
  });
}

/**
 * Whether every zone is a comfortable target when the picture is drawn at this size. A picture
 * not laid out yet (width 0, e.g. before layout or in tests) counts as large enough.
 */
export function canTapZones(zones: readonly HeroZone[], width: number, height: number): boolean {
  if (width <= 0 || height <= 0) return true;
  return zones.every(
    (zone) => (zone.width / 100) * width >= MIN_TARGET_PX && (zone.height / 100) * height >= MIN_TARGET_PX,
  );
}

/**
 * Positions a zone from its rectangle (in % of the picture) through CSS custom properties set on
 * the element: the strict CSP forbids style attributes, and this leaves none in the markup.
 */
export function placeZone(element: HTMLElement | null, zone: HeroZone) {
  if (!element) return;
  element.style.setProperty('--zone-x', `${zone.x}%`);
  element.style.setProperty('--zone-y', `${zone.y}%`);
  element.style.setProperty('--zone-w', `${zone.width}%`);
  element.style.setProperty('--zone-h', `${zone.height}%`);
}
