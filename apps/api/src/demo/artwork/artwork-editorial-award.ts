/**
 * Editorial scene for prizes and distinctions: a gold medal in a laurel wreath, on the right of
 * the 1600×900 canvas (the left is kept for the title).
 */
import { linear, roundShading } from './artwork-gradients.ts';
import { blurFilter, darken, type Layer, lighten, luminance, n } from './artwork-svg.ts';

/** One laurel leaf: an almond shape along `angle` (radians), gold with a lit midrib. */
function leaf(x: number, y: number, angle: number, length: number, width: number): string {
  const deg = n((angle * 180) / Math.PI);
  return (
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${deg})">` +
    `<path d="M0 0Q${n(length * 0.45)} ${n(-width)} ${n(length)} 0Q${n(length * 0.45)} ${n(width)} 0 0Z" fill="url(#e-leaf)"/>` +
    `<path d="M2 0H${n(length * 0.85)}" stroke="#fff4cc" stroke-width="1.6" opacity=".6"/></g>`
  );
}

/** Award: a gold medal with a five-point star in relief, ribbons in the range colour, in a laurel wreath. */
export function award(colour: string, gold: string): Layer {
  const [cx, cy, r] = [1130, 430, 250];
  let wreath = '';
  // Two branches climbing from the bottom, leaves in pairs (outer and inner) along each arc.
  for (const side of [-1, 1]) {
    let stem = '';
    for (let i = 0; i <= 14; i++) {
      const t = Math.PI / 2 - side * (0.25 + i * 0.16);
      const x = cx + Math.cos(t) * r;
      const y = cy + Math.sin(t) * r;
      stem += `${i ? 'L' : 'M'}${n(x)} ${n(y)}`;
      const along = t - (side * Math.PI) / 2;
      const size = 1 - i * 0.03;
      wreath += leaf(x, y, along - side * 0.55 + Math.PI, 74 * size, 17 * size);
      wreath += leaf(x, y, along + side * 0.45 + Math.PI, 62 * size, 14 * size);
    }
    wreath =
      `<path d="${stem}" fill="none" stroke="${darken(gold, 0.2)}" stroke-width="5" stroke-linecap="round"/>` + wreath;
  }
  const star = Array.from({ length: 10 }, (_, i) => {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 ? 26 : 62;
    return `${n(cx + Math.cos(a) * rr)},${n(cy + Math.sin(a) * rr)}`;
  }).join(' ');
  // Ribbon in the range colour, deepened when the colour is pale so it still reads against the gold.
  const ribbon = luminance(colour) > 0.2 ? darken(colour, 0.45) : lighten(colour, 0.12);
  const defs =
    linear('e-leaf', [
      [0, darken(gold, 0.25)],
      [0.5, lighten(gold, 0.35)],
      [1, gold],
    ]) +
    roundShading('e-medal', [
      [0, lighten(gold, 0.65)],
      [0.55, gold],
      [1, darken(gold, 0.35)],
    ]) +
    linear(
      'e-rim',
      [
        [0, lighten(gold, 0.55)],
        [0.5, darken(gold, 0.15)],
        [1, darken(gold, 0.45)],
      ],
      0,
      0,
      1,
      1,
    ) +
    blurFilter('e-soft', 14);
  const body =
    `<ellipse cx="${cx}" cy="${cy + 300}" rx="260" ry="26" fill="${darken(colour, 0.6)}" opacity=".25" filter="url(#e-soft)"/>` +
    wreath +
    `<path d="M${cx - 70} ${cy + 40}L${cx - 130} ${cy + 250}L${cx - 96} ${cy + 232}L${cx - 82} ${cy + 270}L${cx - 20} ${cy + 60}Z" fill="${ribbon}" stroke="${gold}" stroke-width="3" stroke-opacity=".7"/>` +
    `<path d="M${cx + 70} ${cy + 40}L${cx + 130} ${cy + 250}L${cx + 96} ${cy + 232}L${cx + 82} ${cy + 270}L${cx + 20} ${cy + 60}Z" fill="${darken(ribbon, 0.2)}" stroke="${gold}" stroke-width="3" stroke-opacity=".7"/>` +
    `<circle cx="${cx + 8}" cy="${cy + 12}" r="128" fill="${darken(colour, 0.6)}" opacity=".3" filter="url(#e-soft)"/>` +
    `<circle cx="${cx}" cy="${cy}" r="128" fill="url(#e-rim)"/>` +
    `<circle cx="${cx}" cy="${cy}" r="108" fill="url(#e-medal)"/>` +
    `<circle cx="${cx}" cy="${cy}" r="96" fill="none" stroke="${darken(gold, 0.3)}" stroke-width="2" opacity=".5"/>` +
    `<polygon points="${star}" fill="${darken(gold, 0.15)}" transform="translate(3 4)" opacity=".6"/>` +
    `<polygon points="${star}" fill="${lighten(gold, 0.4)}"/>` +
    `<path d="M${cx - 80} ${cy - 60}A100 100 0 0 1 ${cx + 40} ${cy - 96}" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity=".5"/>`;
  return { defs, body };
}
