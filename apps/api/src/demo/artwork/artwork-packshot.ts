/**
 * Product packshot: a studio sweep, the container with its floor shadow and reflection, the
 * printed label and a few caviar pearls on the floor as the house's styling prop.
 */
import type { ArtworkSpec } from './artwork-spec.ts';
import { ARTWORK_CANVAS } from './artwork-spec.ts';
import { dropperBottle, foamBottle, pumpBottle, sprayBottle } from './artwork-bottles.ts';
import { CX, FLOOR, materialDefs, type Container } from './artwork-container-parts.ts';
import { fadeOut, radial, vertical } from './artwork-gradients.ts';
import { pearlDefs, pearlHeap, strayPearls } from './artwork-pearls.ts';
import {
  CHARCOAL,
  contrast,
  darken,
  escapeXml,
  IVORY,
  lighten,
  luminance,
  mix,
  n,
  safeHex,
  SANS,
  SERIF,
  seededRandom,
  svgDocument,
} from './artwork-svg.ts';
import { fitText } from './artwork-text.ts';
import { jar, refillPouch, tube } from './artwork-vessels.ts';

type Packshot = Extract<ArtworkSpec, { kind: 'packshot' }>;
/** What is printed and drawn for one product, wherever it stands (its own packshot or the hero). */
export type PackshotBottle = Omit<Packshot, 'kind'>;

const BRAND = 'MAISON ORCAVIAR';

/** How each shape is drawn; only the spray uses the PRNG (its plume of mist). */
const CONTAINERS: Record<Packshot['shape'], (rand: () => number) => Container> = {
  'pump-bottle': pumpBottle,
  'dropper-bottle': dropperBottle,
  jar,
  tube,
  'foam-bottle': foamBottle,
  'refill-pouch': refillPouch,
  'spray-bottle': sprayBottle,
};

/** Ivory-to-beige sweep warmed by the range colour, with a soft spotlight behind the product. */
function studio(colour: string, width: number, height: number): { defs: string; body: string } {
  const defs =
    vertical('p-sweep', [
      [0, mix(IVORY, colour, 0.05)],
      [0.62, mix('#ece3d4', colour, 0.08)],
      [0.83, mix('#e2d6c3', colour, 0.1)],
      [1, mix('#d6c8b2', colour, 0.1)],
    ]) +
    radial('p-spot', fadeOut('#ffffff', 0.6)) +
    floorDefs('p', width, FLOOR - 40, 320, 0.22);
  const body =
    `<rect width="${width}" height="${height}" fill="url(#p-sweep)"/>` +
    `<ellipse cx="${CX}" cy="${n(height * 0.42)}" rx="${n(width * 0.62)}" ry="${n(height * 0.46)}" fill="url(#p-spot)"/>`;
  return { defs, body };
}

/**
 * The glossy floor products stand on, here and in the hero: `{prefix}-shadow`, the gradient of
 * their contact shadows, and `{prefix}-fade`, the mask that fades their mirrored reflection out
 * over `depth` px from `top` down, across the whole width.
 */
export function floorDefs(prefix: string, width: number, top: number, depth: number, reflection: number): string {
  return (
    radial(`${prefix}-shadow`, [
      [0, '#2b1f12', 0.5],
      [0.6, '#2b1f12', 0.18],
      [1, '#2b1f12', 0],
    ]) +
    vertical(`${prefix}-fade-g`, fadeOut('#ffffff', reflection)) +
    `<mask id="${prefix}-fade" maskUnits="userSpaceOnUse" x="0" y="${top}" width="${width}" height="${n(depth)}">` +
    `<rect x="0" y="${top}" width="${width}" height="${n(depth)}" fill="url(#${prefix}-fade-g)"/></mask>`
  );
}

/** Brand line, rule, product name and volume, centred in the label area; ink chosen for contrast. */
function label(spec: PackshotBottle, area: Container['label'], colour: string, accent: string): string {
  // Gold ink when it reads well on the lacquer (the house look), otherwise ivory or charcoal.
  const goldInk = lighten(accent, 0.35);
  const plain = contrast(IVORY, colour) > contrast(CHARCOAL, colour) ? IVORY : CHARCOAL;
  const ink = contrast(goldInk, colour) >= 3.2 ? goldInk : plain;
  const dark = luminance(ink) > luminance(colour);
  const soft = dark ? lighten(accent, 0.15) : darken(accent, 0.2);
  const brandSize = Math.max(11, Math.min(20, area.w * 0.052));
  const name = fitText(spec.label, area.w * 0.9, Math.min(60, area.w * 0.17), 18, 3, 0.56);
  const lineHeight = name.size * 1.12;
  const sub = spec.sublabel?.trim() ?? '';
  const block = brandSize * 3.2 + name.lines.length * lineHeight + (sub ? brandSize * 3 : 0);
  let y = area.y + Math.max(0, (area.h - block) / 2) + brandSize;
  const cx = area.x + area.w / 2;
  let out =
    `<text x="${n(cx)}" y="${n(y)}" text-anchor="middle" font-family="${SANS}" font-size="${n(brandSize)}" ` +
    `letter-spacing="${n(brandSize * 0.42)}" fill="${ink}">${BRAND}</text>`;
  y += brandSize * 1.2;
  out += `<rect x="${n(cx - area.w * 0.09)}" y="${n(y)}" width="${n(area.w * 0.18)}" height="1.6" fill="${soft}"/>`;
  y += brandSize * 2 + name.size * 0.8;
  for (const line of name.lines) {
    out += `<text x="${n(cx)}" y="${n(y)}" text-anchor="middle" font-family="${SERIF}" font-size="${name.size}" fill="${ink}">${escapeXml(line)}</text>`;
    y += lineHeight;
  }
  if (sub) {
    y += brandSize * 1.2;
    out +=
      `<text x="${n(cx)}" y="${n(y)}" text-anchor="middle" font-family="${SANS}" font-size="${n(brandSize * 1.1)}" ` +
      `letter-spacing="${n(brandSize * 0.2)}" fill="${soft}">${escapeXml(sub)}</text>`;
  }
  return out;
}

/**
 * The product alone, in packshot coordinates (standing on FLOOR, centred on CX): its materials,
 * clips and the container with its printed label. `defs` holds the ids the body refers to.
 */
export function packshotBottle(
  spec: PackshotBottle,
  rand: () => number,
): { defs: string; body: string; footprint: number } {
  const colour = safeHex(spec.colour, '#1f2a44');
  const accent = safeHex(spec.accent, '#b89455');
  const shape = CONTAINERS[spec.shape](rand);
  return {
    defs: materialDefs(colour, accent) + shape.defs,
    body: shape.body + label(spec, shape.label, colour, accent),
    footprint: shape.footprint,
  };
}

/** Seeded from the visible content so a product keeps its pearls wherever its record moves. */
export function packshotRandom(spec: PackshotBottle): () => number {
  const colour = safeHex(spec.colour, '#1f2a44');
  const accent = safeHex(spec.accent, '#b89455');
  return seededRandom(['packshot', spec.shape, colour, accent, spec.label, spec.sublabel ?? ''].join('|'));
}

export function renderPackshot(spec: Packshot): string {
  const { width, height } = ARTWORK_CANVAS.packshot;
  const colour = safeHex(spec.colour, '#1f2a44');
  const rand = packshotRandom(spec);
  const bottle = packshotBottle(spec, rand);
  const room = studio(colour, width, height);
  const f = bottle.footprint;
  const moundX = Math.min(width - 150, CX + f + 110);
  const defs = room.defs + pearlDefs() + bottle.defs + `<g id="product">${bottle.body}</g>`;
  const body =
    room.body +
    `<ellipse cx="${CX}" cy="${FLOOR + 4}" rx="${n(f * 1.55)}" ry="54" fill="url(#p-shadow)" opacity=".55"/>` +
    `<g mask="url(#p-fade)"><use href="#product" transform="matrix(1 0 0 -1 0 ${2 * FLOOR})"/></g>` +
    `<ellipse cx="${CX}" cy="${FLOOR - 2}" rx="${n(f * 1.04)}" ry="16" fill="url(#p-shadow)"/>` +
    `<use href="#product"/>` +
    `<ellipse cx="${n(moundX + 6)}" cy="${FLOOR + 112}" rx="104" ry="22" fill="url(#p-shadow)" opacity=".8"/>` +
    pearlHeap(rand, moundX, FLOOR + 116, 86, 66, 8, 10, 60) +
    strayPearls(rand, CX - f - 120, moundX - 110, FLOOR + 60, FLOOR + 170, 10, 6);
  return svgDocument(width, height, `${spec.label} — ${BRAND}`, defs, body);
}
