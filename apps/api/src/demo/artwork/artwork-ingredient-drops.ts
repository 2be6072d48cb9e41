/**
 * Liquid ingredient still lifes: clear hyaluronic droplets and golden vitamin oil. Both use the
 * same optics: a drop on the table is darker at the top and bright at the bottom (it refracts
 * the scene upside down), casts a tinted shadow and focuses a caustic spot inside that shadow.
 */
import { fadeOut, radial, roundShading, vertical } from './artwork-gradients.ts';
import { blurFilter, darken, type Layer, n } from './artwork-svg.ts';

type Liquid = 'w' | 'o';

/** Gradients for one liquid: `d-{k}-body` sessile drop, `d-{k}-ball` floating sphere, shadow and caustic. */
function liquidDefs(k: Liquid, colour: string): string {
  const water = k === 'w';
  const deep = water ? darken(colour, 0.45) : '#7a3f06';
  const light = water ? '#ffffff' : '#ffd86e';
  return (
    vertical(`d-${k}-body`, [
      [0, deep, water ? 0.5 : 0.95],
      [0.5, water ? deep : '#d18a1a', water ? 0.08 : 0.88],
      [1, light, water ? 0.7 : 0.95],
    ]) +
    // Light refracted through the liquid gathers opposite the key light: the clear heart sits low and right.
    roundShading(
      `d-${k}-ball`,
      [
        [0, light, water ? 0.05 : 0.95],
        [0.62, water ? '#ffffff' : '#e2a234', water ? 0.08 : 0.92],
        [0.9, deep, water ? 0.4 : 0.95],
        [1, darken(deep, 0.3), water ? 0.6 : 1],
      ],
      0.62,
      0.68,
    ) +
    radial(`d-${k}-shadow`, fadeOut(water ? darken(colour, 0.6) : '#5c3306', 0.35)) +
    radial(`d-${k}-caustic`, fadeOut(water ? '#ffffff' : '#ffe08a', 0.85))
  );
}

const GLINT = radial('d-glint', [
  [0, '#ffffff', 1],
  [0.5, '#ffffff', 0.7],
  [1, '#ffffff', 0],
]);

/** A drop resting on the table: dome of width w and height h whose base is centred on (x, y). */
function sessile(k: Liquid, x: number, y: number, w: number, h: number, rim: string): string {
  const d =
    `M${n(x - w / 2)} ${n(y)}C${n(x - w / 2)} ${n(y - h * 0.85)} ${n(x - w * 0.32)} ${n(y - h)} ${n(x)} ${n(y - h)}` +
    `C${n(x + w * 0.32)} ${n(y - h)} ${n(x + w / 2)} ${n(y - h * 0.85)} ${n(x + w / 2)} ${n(y)}` +
    `Q${n(x)} ${n(y + h * 0.22)} ${n(x - w / 2)} ${n(y)}Z`;
  return (
    `<ellipse cx="${n(x + w * 0.16)}" cy="${n(y + h * 0.1)}" rx="${n(w * 0.6)}" ry="${n(h * 0.3)}" fill="url(#d-${k}-shadow)"/>` +
    `<ellipse cx="${n(x + w * 0.18)}" cy="${n(y + h * 0.06)}" rx="${n(w * 0.22)}" ry="${n(h * 0.08)}" fill="url(#d-${k}-caustic)"/>` +
    `<path d="${d}" fill="url(#d-${k}-body)" stroke="${rim}" stroke-width="${n(Math.max(1, w / 160))}" stroke-opacity=".45"/>` +
    `<ellipse cx="${n(x - w * 0.2)}" cy="${n(y - h * 0.66)}" rx="${n(w * 0.12)}" ry="${n(h * 0.13)}" fill="url(#d-glint)"/>` +
    `<path d="M${n(x + w * 0.1)} ${n(y - h * 0.1)}Q${n(x + w * 0.34)} ${n(y - h * 0.16)} ${n(x + w * 0.42)} ${n(y - h * 0.42)}" ` +
    `fill="none" stroke="#fff" stroke-width="${n(Math.max(1.5, w / 70))}" stroke-linecap="round" opacity=".55"/>`
  );
}

/** A drop resting on the table: the centre of its base (x, y), its width and its height. */
type Drop = [number, number, number, number];

/** Drops resting on the table, drawn from the back forward so the nearer ones overlap the farther. */
function beads(k: Liquid, drops: readonly Drop[], rim: string): string {
  return [...drops]
    .sort((a, b) => a[1] - b[1])
    .map(([x, y, w, h]) => sessile(k, x, y, w, h, rim))
    .join('');
}

/** A floating sphere: clear centre, dense rim, crescent of refracted light at the lower right. */
function sphere(k: Liquid, x: number, y: number, r: number): string {
  return (
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="url(#d-${k}-ball)"/>` +
    `<ellipse cx="${n(x - r * 0.38)}" cy="${n(y - r * 0.42)}" rx="${n(r * 0.26)}" ry="${n(r * 0.18)}" fill="url(#d-glint)" transform="rotate(-35 ${n(x - r * 0.38)} ${n(y - r * 0.42)})"/>` +
    `<path d="M${n(x + r * 0.72)} ${n(y + r * 0.1)}A${n(r * 0.74)} ${n(r * 0.74)} 0 0 1 ${n(x - r * 0.1)} ${n(y + r * 0.72)}" fill="none" stroke="#fff" stroke-width="${n(r * 0.07)}" stroke-linecap="round" opacity=".6"/>`
  );
}

/** A falling drop: round belly centred on (x, y) with a tapering tail above. */
function teardrop(k: Liquid, x: number, y: number, w: number, h: number): string {
  const r = w / 2;
  const d =
    `M${n(x)} ${n(y - h)}C${n(x + r * 0.2)} ${n(y - h * 0.6)} ${n(x + r)} ${n(y - r * 0.9)} ${n(x + r)} ${n(y)}` +
    `A${n(r)} ${n(r)} 0 0 1 ${n(x - r)} ${n(y)}C${n(x - r)} ${n(y - r * 0.9)} ${n(x - r * 0.2)} ${n(y - h * 0.6)} ${n(x)} ${n(y - h)}Z`;
  return (
    `<path d="${d}" fill="url(#d-${k}-ball)"/>` +
    `<ellipse cx="${n(x - r * 0.35)}" cy="${n(y - r * 0.3)}" rx="${n(r * 0.22)}" ry="${n(r * 0.34)}" fill="url(#d-glint)"/>`
  );
}

/** Hyaluronic acid: clear droplets beaded on the table and weightless spheres above them. */
export function hyaluronic(rand: () => number, colour: string): Layer {
  const rim = darken(colour, 0.5);
  const drops: Drop[] = [
    [600, 846, 400, 150],
    [320, 900, 160, 64],
    [872, 912, 120, 48],
    [470, 990, 80, 32],
    [790, 1030, 66, 27],
  ];
  for (let i = 0; i < 9; i++) {
    const w = 18 + rand() * 28;
    drops.push([160 + rand() * 880, 960 + rand() * 180, w, w * 0.42]);
  }
  const body =
    beads('w', drops, rim) +
    `<g filter="url(#d-far)">${sphere('w', 880, 300, 40)}</g>` +
    sphere('w', 410, 420, 96) +
    sphere('w', 780, 520, 58) +
    sphere('w', 640, 260, 26);
  return { defs: liquidDefs('w', colour) + GLINT + blurFilter('d-far', 5), body };
}

/** Vitamin oil: a glass pipette letting golden drops fall onto a pool of oil. */
export function vitaminOil(rand: () => number, colour: string): Layer {
  const glass = 'M570 0V290Q570 318 590 340L594 404H606L610 340Q630 318 630 290V0Z';
  const pipette =
    // Glass pipette entering from the top, half full of oil, tapering to a fine tip.
    `<path d="${glass}" fill="#ffffff" opacity=".25"/>` +
    `<path d="M576 120V290Q576 314 594 334L597 400H603L606 334Q624 314 624 290V120Z" fill="url(#d-o-body)" opacity=".92"/>` +
    `<path d="M576 120H624" stroke="#ffe9a8" stroke-width="3" opacity=".8"/>` +
    `<path d="${glass}" fill="none" stroke="${darken(colour, 0.55)}" stroke-width="2" opacity=".35"/>` +
    `<path d="M582 6V286Q582 306 596 326" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity=".6"/>` +
    `<path d="M620 20V280" stroke="#fff" stroke-width="2.5" stroke-linecap="round" opacity=".5"/>`;
  const drops: Drop[] = [
    [600, 860, 360, 118],
    [352, 912, 130, 48],
    [846, 930, 150, 52],
    [500, 1000, 64, 25],
  ];
  for (let i = 0; i < 6; i++) {
    const w = 16 + rand() * 26;
    drops.push([200 + rand() * 800, 980 + rand() * 150, w, w * 0.4]);
  }
  const body =
    beads('o', drops, '#6a3506') +
    pipette +
    teardrop('o', 600, 420, 30, 40) +
    teardrop('o', 600, 600, 48, 90) +
    `<g filter="url(#d-far)">${sphere('o', 300, 360, 34)}${sphere('o', 930, 250, 22)}</g>` +
    sphere('o', 860, 520, 40);
  return { defs: liquidDefs('o', colour) + GLINT + blurFilter('d-far', 5), body };
}
