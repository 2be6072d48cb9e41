/**
 * Caviar pearls, the house signature: used as a styling prop on packshot floors and as the
 * subject of the caviar still life. Placement comes from a seeded PRNG so it never changes.
 */
import { fadeOut, radial, roundShading } from './artwork-gradients.ts';
import { n } from './artwork-svg.ts';

/** Gradients every pearl references; they are in bounding-box units so one set serves all sizes. */
export function pearlDefs(): string {
  return (
    // Olive-black body lit from the top left, with a faint warm rim where light passes through the egg.
    roundShading(
      'cv-body',
      [
        [0, '#77735a'],
        [0.28, '#34322a'],
        [0.72, '#0d0d0b'],
        [0.92, '#14130f'],
        [1, '#3a3626'],
      ],
      0.34,
    ) +
    radial('cv-glint', fadeOut('#ffffff', 0.95)) +
    radial('cv-shadow', fadeOut('#1a140c', 0.45))
  );
}

/** One glossy pearl; `shadow` adds a contact shadow for pearls that sit on a surface. */
export function pearl(x: number, y: number, r: number, shadow = false): string {
  const under = shadow
    ? `<ellipse cx="${n(x + r * 0.25)}" cy="${n(y + r * 0.85)}" rx="${n(r * 1.3)}" ry="${n(r * 0.45)}" fill="url(#cv-shadow)"/>`
    : '';
  return (
    under +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="url(#cv-body)"/>` +
    `<ellipse cx="${n(x - r * 0.36)}" cy="${n(y - r * 0.4)}" rx="${n(r * 0.34)}" ry="${n(r * 0.22)}" fill="url(#cv-glint)"/>` +
    `<circle cx="${n(x - r * 0.38)}" cy="${n(y - r * 0.42)}" r="${n(r * 0.1)}" fill="#fff" opacity=".9"/>` +
    `<circle cx="${n(x + r * 0.38)}" cy="${n(y + r * 0.42)}" r="${n(r * 0.09)}" fill="#fff" opacity=".35"/>`
  );
}

type Pearl = { x: number; y: number; r: number };

/**
 * A heap of pearls filling the silhouette centred on (cx, cy): for u across the width it spans
 * from `above`·√(1−u²) over cy to `below`·√(1−u²) under it. Pearls may overlap a little, which
 * reads as depth (`packing` is the squared fraction of touching distance allowed), and are drawn by increasing y so the nearer ones cover the farther ones.
 */
export function pearlHeap(
  rand: () => number,
  cx: number,
  cy: number,
  halfWidth: number,
  above: number,
  below: number,
  r: number,
  count: number,
  packing = 0.72,
): string {
  const placed: Pearl[] = [];
  for (let tries = 0; placed.length < count && tries < count * 60; tries++) {
    const u = rand() * 2 - 1;
    const span = Math.sqrt(1 - u * u);
    const y = cy - above * span + rand() * (above + below) * span;
    const x = cx + u * halfWidth;
    const pr = r * (0.88 + rand() * 0.24);
    if (placed.every((p) => (p.x - x) ** 2 + (p.y - y) ** 2 > (p.r + pr) ** 2 * packing)) placed.push({ x, y, r: pr });
  }
  return placed
    .sort((a, b) => a.y - b.y)
    .map((p) => pearl(p.x, p.y, p.r))
    .join('');
}

/** A few loose pearls scattered inside a band, each with its own contact shadow. */
export function strayPearls(
  rand: () => number,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  r: number,
  count: number,
): string {
  const list: Pearl[] = [];
  for (let i = 0; i < count; i++) {
    list.push({ x: x0 + rand() * (x1 - x0), y: y0 + rand() * (y1 - y0), r: r * (0.9 + rand() * 0.2) });
  }
  return list
    .sort((a, b) => a.y - b.y)
    .map((p) => pearl(p.x, p.y, p.r, true))
    .join('');
}
