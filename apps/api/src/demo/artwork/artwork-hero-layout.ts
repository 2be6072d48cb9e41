/**
 * Where each bottle of the home page hero stands. This is the one place the layout lives: the
 * renderer (artwork-hero.ts) draws each container inside its zone, and the seed stores the same
 * zones (in % of the picture) for the page's links — so a link always covers its bottle.
 */
import type { ArtworkSpec } from './artwork-spec.ts';
import { ARTWORK_CANVAS } from './artwork-spec.ts';
import { CX, FLOOR } from './artwork-container-parts.ts';

type Shape = Extract<ArtworkSpec, { kind: 'packshot' }>['shape'];

/** A rectangle in % of the picture (0–100), the unit the page positions its links in. */
export interface HeroZone {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where one bottle is drawn: its zone, and the transform from packshot to hero coordinates. */
export interface HeroPlacement {
  zone: HeroZone;
  /** Hero-canvas x of the bottle's centre line and y of the floor it stands on. */
  centreX: number;
  floorY: number;
  scale: number;
}

/**
 * Extent of each container in its packshot (1200×1500 canvas, centred on CX, base on FLOOR):
 * left and right of the centre line, and the top of its cap, mist or spout included.
 */
export const SHAPE_BOUNDS: Record<Shape, { left: number; right: number; top: number }> = {
  'pump-bottle': { left: 200, right: 200, top: 366 },
  'dropper-bottle': { left: 175, right: 175, top: 398 },
  jar: { left: 386, right: 386, top: 590 },
  tube: { left: 200, right: 200, top: 330 },
  'foam-bottle': { left: 220, right: 220, top: 444 },
  'refill-pouch': { left: 270, right: 270, top: 292 },
  'spray-bottle': { left: 330, right: 135, top: 290 },
};

/** One scale for every bottle, so their sizes stay true to each other as on a real set. */
export const HERO_SCALE = 0.53;
/** The floor line of the set, in hero pixels: the bottles stand in the lower part of the picture. */
export const HERO_FLOOR = 930;
/** Space between two bottles and, around each, the margin its link covers beyond the drawing. */
const GAP = 30;
const PAD_X = 14;
const PAD_TOP = 26;
const PAD_BOTTOM = 30;

const percent = (value: number, of: number) => Math.round((value / of) * 10_000) / 100;

/** Lays the bottles out left to right, centred as a group on the canvas. */
export function layoutHero(shapes: readonly Shape[]): HeroPlacement[] {
  const { width, height } = ARTWORK_CANVAS.hero;
  const widths = shapes.map((shape) => (SHAPE_BOUNDS[shape].left + SHAPE_BOUNDS[shape].right) * HERO_SCALE);
  const total = widths.reduce((sum, w) => sum + w, 0) + GAP * Math.max(0, shapes.length - 1);
  let left = (width - total) / 2;
  return shapes.map((shape, index) => {
    const bounds = SHAPE_BOUNDS[shape];
    const drawnWidth = widths[index] ?? 0;
    const centreX = left + bounds.left * HERO_SCALE;
    const top = HERO_FLOOR - (FLOOR - bounds.top) * HERO_SCALE;
    const zone = {
      x: percent(left - PAD_X, width),
      y: percent(top - PAD_TOP, height),
      width: percent(drawnWidth + 2 * PAD_X, width),
      height: percent(HERO_FLOOR - top + PAD_TOP + PAD_BOTTOM, height),
    };
    left += drawnWidth + GAP;
    return { zone, centreX, floorY: HERO_FLOOR, scale: HERO_SCALE };
  });
}

/** The SVG transform that stands a packshot-coordinate drawing at its place in the hero. */
export function placementTransform({ centreX, floorY, scale }: HeroPlacement): string {
  const r = (value: number) => Math.round(value * 100) / 100;
  return `translate(${r(centreX - CX * scale)} ${r(floorY - FLOOR * scale)}) scale(${scale})`;
}
