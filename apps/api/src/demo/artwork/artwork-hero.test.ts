import { describe, expect, it } from 'vitest';
import { CX, FLOOR } from './artwork-container-parts.ts';
import { layoutHero, SHAPE_BOUNDS } from './artwork-hero-layout.ts';
import { prefixIds, renderHero } from './artwork-hero.ts';
import { ARTWORK_CANVAS, type ArtworkSpec } from './artwork-spec.ts';

type Hero = Extract<ArtworkSpec, { kind: 'hero' }>;

const SHAPES = ['jar', 'jar', 'pump-bottle', 'jar', 'dropper-bottle'] as const;
const spec: Hero = {
  kind: 'hero',
  bottles: SHAPES.map((shape, index) => ({
    shape,
    colour: '#1c1a17',
    accent: '#c9a46a',
    label: `Soin ${index + 1}`,
    sublabel: '50 ml',
  })),
};
const { width, height } = ARTWORK_CANVAS.hero;

/** The transform the renderer put on each drawn bottle: translate(tx ty) scale(s). */
function drawnTransforms(svg: string) {
  return [
    ...svg.matchAll(
      /<use href="#h\d+-product" transform="translate\(([-\d.]+) ([-\d.]+)\) scale\(([\d.]+)\)" data-bottle="(\d+)"/g,
    ),
  ].map((match) => ({ tx: Number(match[1]), ty: Number(match[2]), scale: Number(match[3]), index: Number(match[4]) }));
}

describe('the hero picture and its zones', () => {
  it('is a 16:9 picture', () => {
    expect(width / height).toBeCloseTo(16 / 9, 5);
  });

  it('draws every bottle inside the zone the page links from, filling it but for a small margin', () => {
    const svg = renderHero(spec);
    const placements = layoutHero(SHAPES);
    const transforms = drawnTransforms(svg);
    expect(transforms.map(({ index }) => index)).toEqual([0, 1, 2, 3, 4]);
    for (const { tx, ty, scale, index } of transforms) {
      const shape = SHAPES[index]!;
      const bounds = SHAPE_BOUNDS[shape];
      // The drawing's extent in hero pixels, from its packshot extent and the renderer's transform.
      const drawn = {
        left: tx + (CX - bounds.left) * scale,
        right: tx + (CX + bounds.right) * scale,
        top: ty + bounds.top * scale,
        bottom: ty + FLOOR * scale,
      };
      const { zone } = placements[index]!;
      const box = {
        left: (zone.x / 100) * width,
        right: ((zone.x + zone.width) / 100) * width,
        top: (zone.y / 100) * height,
        bottom: ((zone.y + zone.height) / 100) * height,
      };
      expect(drawn.left).toBeGreaterThanOrEqual(box.left);
      expect(drawn.right).toBeLessThanOrEqual(box.right);
      expect(drawn.top).toBeGreaterThanOrEqual(box.top);
      expect(drawn.bottom).toBeLessThanOrEqual(box.bottom);
      // The link hugs its bottle: no more than 50 px (of 1920) of margin on any side.
      expect(drawn.left - box.left).toBeLessThan(50);
      expect(box.right - drawn.right).toBeLessThan(50);
      expect(drawn.top - box.top).toBeLessThan(50);
      expect(box.bottom - drawn.bottom).toBeLessThan(50);
    }
  });

  it('keeps the zones inside the picture, left to right, never overlapping', () => {
    const zones = layoutHero(SHAPES).map(({ zone }) => zone);
    for (const zone of zones) {
      expect(zone.x).toBeGreaterThanOrEqual(0);
      expect(zone.y).toBeGreaterThanOrEqual(0);
      expect(zone.x + zone.width).toBeLessThanOrEqual(100);
      expect(zone.y + zone.height).toBeLessThanOrEqual(100);
    }
    for (let i = 1; i < zones.length; i++) {
      expect(zones[i]!.x).toBeGreaterThanOrEqual(zones[i - 1]!.x + zones[i - 1]!.width);
    }
  });

  it('gives each bottle its own material and clip names', () => {
    const svg = renderHero(spec);
    const ids = [...svg.matchAll(/\bid="([^"]+)"/g)].map((match) => match[1]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [, id] of svg.matchAll(/url\(#([^)]+)\)/g)) expect(ids).toContain(id);
    for (const [, id] of svg.matchAll(/href="#([^"]+)"/g)) expect(ids).toContain(id);
  });

  it('prefixes ids and every reference to them', () => {
    expect(prefixIds('<g id="a"><rect fill="url(#a)"/><use href="#a"/></g>', 'p-')).toBe(
      '<g id="p-a"><rect fill="url(#p-a)"/><use href="#p-a"/></g>',
    );
  });
});
