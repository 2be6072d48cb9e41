/**
 * Building blocks of the packshot containers: the shared materials (lacquer, metal, rubber,
 * glass) and the recurring parts (rounded cylinder body, metal collar, highlight stripe). Each
 * shape in artwork-bottles.ts / artwork-vessels.ts is assembled from these so they share one
 * lighting set-up (key light from the upper left) and look like one product range.
 */
import { fadeOut, linear, type Stop, vertical } from './artwork-gradients.ts';
import { CHARCOAL, darken, lighten, mix, n } from './artwork-svg.ts';

/** Horizontal centre of every container and the floor line its base stands on (1200×1500 canvas). */
export const CX = 600;
export const FLOOR = 1250;

/** What a shape hands back to the packshot: its markup and where the label is printed. */
export interface Container {
  defs: string;
  body: string;
  /** Printable area of the label, in canvas coordinates. */
  label: { x: number; y: number; w: number; h: number };
  /** Half width of the footprint, to size the floor shadow. */
  footprint: number;
}

/** Cylinder shading across a colour: dark rims, a broad lit band left of centre, a soft return. */
function cylinder(c: string, gloss: number): Stop[] {
  return [
    [0, darken(c, 0.5)],
    [0.07, darken(c, 0.22)],
    [0.24, lighten(c, 0.1 * gloss)],
    [0.34, lighten(c, 0.16 * gloss)],
    [0.5, c],
    [0.78, darken(c, 0.16)],
    [0.93, darken(c, 0.36)],
    [1, darken(c, 0.55)],
  ];
}

/** Metal darkens towards warm umber and brightens towards warm white, so gold never turns olive. */
const metalDark = (c: string, t: number): string => mix(c, '#2a1a0a', t);
const metalLight = (c: string, t: number): string => mix(c, '#fffaf0', t);

/**
 * Materials referenced by id by every part: `m-body` lacquer in the range colour, `m-metal`
 * brushed metal in the accent, `m-rubber` satin dark for teats, `m-shine` the vertical fade of the
 * highlight stripe and `m-wrap` the edge darkening laid over labels so they curve with the body.
 */
export function materialDefs(colour: string, accent: string): string {
  const rubber = mix(CHARCOAL, colour, 0.25);
  return (
    linear('m-body', cylinder(colour, 1)) +
    linear('m-metal', [
      [0, metalDark(accent, 0.55)],
      [0.06, metalDark(accent, 0.18)],
      [0.2, metalLight(accent, 0.4)],
      [0.29, metalLight(accent, 0.62)],
      [0.37, metalLight(accent, 0.22)],
      [0.55, accent],
      [0.7, metalLight(accent, 0.12)],
      [0.86, metalDark(accent, 0.28)],
      [0.94, metalDark(accent, 0.12)],
      [1, metalDark(accent, 0.5)],
    ]) +
    vertical('m-metal-v', [
      [0, metalLight(accent, 0.5)],
      [0.5, accent],
      [1, metalDark(accent, 0.35)],
    ]) +
    linear('m-rubber', cylinder(rubber, 2)) +
    vertical('m-shine', [
      [0, '#ffffff', 0],
      [0.12, '#ffffff', 0.55],
      [0.8, '#ffffff', 0.4],
      [1, '#ffffff', 0],
    ]) +
    linear('m-wrap', [
      [0, '#000000', 0.28],
      [0.16, '#000000', 0],
      [0.72, '#000000', 0],
      [1, '#000000', 0.34],
    ]) +
    vertical('m-top', fadeOut('#ffffff', 0.3)) +
    vertical('m-foot', [
      [0, '#000000', 0],
      [1, '#000000', 0.3],
    ])
  );
}

/**
 * Outline of an upright cylinder seen slightly from above: rounded shoulders, rounded foot and a
 * bottom edge that dips in the middle (the near side of the base ellipse).
 */
export function cylinderPath(
  w: number,
  top: number,
  bottom: number,
  shoulder: number,
  foot: number,
  sag: number,
): string {
  const x0 = CX - w / 2;
  const x1 = CX + w / 2;
  const k = 0.45;
  return (
    `M${n(x0)} ${n(top + shoulder)}C${n(x0)} ${n(top + shoulder * k)} ${n(x0 + shoulder * k)} ${n(top)} ${n(x0 + shoulder)} ${n(top)}` +
    `L${n(x1 - shoulder)} ${n(top)}C${n(x1 - shoulder * k)} ${n(top)} ${n(x1)} ${n(top + shoulder * k)} ${n(x1)} ${n(top + shoulder)}` +
    `L${n(x1)} ${n(bottom - sag - foot)}Q${n(x1)} ${n(bottom - sag)} ${n(x1 - foot)} ${n(bottom - sag * 0.6)}` +
    `Q${n(CX)} ${n(bottom + sag * 0.4)} ${n(x0 + foot)} ${n(bottom - sag * 0.6)}Q${n(x0)} ${n(bottom - sag)} ${n(x0)} ${n(bottom - sag - foot)}Z`
  );
}

/** A rounded band (collar, cap, neck) filled with a material, with a lit top edge and a dark lower edge. */
export function band(w: number, top: number, h: number, rx: number, fill = 'url(#m-metal)', ribs = 0): string {
  const x = CX - w / 2;
  let out =
    `<rect x="${n(x)}" y="${n(top)}" width="${n(w)}" height="${n(h)}" rx="${n(rx)}" fill="${fill}"/>` +
    `<rect x="${n(x + rx * 0.6)}" y="${n(top + 1.5)}" width="${n(w - rx * 1.2)}" height="2.5" rx="1.2" fill="#fff" opacity=".45"/>` +
    `<rect x="${n(x + rx * 0.4)}" y="${n(top + h - 3)}" width="${n(w - rx * 0.8)}" height="3" rx="1.5" fill="#000" opacity=".22"/>`;
  // Knurling: fine vertical grooves, denser towards the rims as on a real cylinder.
  for (let i = 1; i < ribs; i++) {
    const t = -Math.cos((Math.PI * i) / ribs);
    const gx = CX + (t * (w - rx)) / 2;
    out += `<rect x="${n(gx - 0.9)}" y="${n(top + 5)}" width="1.8" height="${n(h - 10)}" fill="#2a1a0a" opacity=".18"/>`;
  }
  return out;
}

/**
 * The key-light reflection: a soft vertical stripe left of centre and a thin rim light on the
 * right, both clipped to the silhouette so they follow the shape.
 */
export function shine(clipId: string, w: number, top: number, bottom: number, strength = 1): string {
  const x0 = CX - w / 2;
  return (
    `<g clip-path="url(#${clipId})">` +
    // Overhead softbox: the shoulders catch a little light from above.
    `<rect x="${n(x0)}" y="${n(top)}" width="${n(w)}" height="${n(Math.min(90, (bottom - top) * 0.3))}" fill="url(#m-top)" opacity="${n(0.8 * strength)}"/>` +
    `<rect x="${n(x0 + w * 0.17)}" y="${n(top)}" width="${n(w * 0.075)}" height="${n(bottom - top)}" fill="url(#m-shine)" opacity="${n(0.9 * strength)}"/>` +
    `<rect x="${n(x0 + w * 0.27)}" y="${n(top)}" width="${n(w * 0.018)}" height="${n(bottom - top)}" fill="url(#m-shine)" opacity="${n(0.45 * strength)}"/>` +
    `<rect x="${n(x0 + w * 0.885)}" y="${n(top)}" width="${n(w * 0.022)}" height="${n(bottom - top)}" fill="url(#m-shine)" opacity="${n(0.35 * strength)}"/>` +
    `</g>`
  );
}

/** A clip path for a silhouette, so stripes and labels never spill past its edge. */
export function clip(id: string, d: string): string {
  return `<clipPath id="${id}"><path d="${d}"/></clipPath>`;
}
