/**
 * Editorial scenes from nature: seasonal botanicals (camellia branches) and the Caspian at dusk,
 * home water of the sturgeon. Botanicals sit on the right of the 1600×900 canvas; the seascape is
 * full bleed and the title scrim of artwork-editorial.ts darkens its left side.
 */
import { radial, vertical } from './artwork-gradients.ts';
import { blurFilter, darken, type Layer, lighten, mix, n, type Point } from './artwork-svg.ts';

/** Point and direction (radians) at t on a cubic Bézier. */
function bezier(p: readonly Point[], t: number): { x: number; y: number; angle: number } {
  const [a, b, c, d] = [p[0], p[1], p[2], p[3]].map((q) => q ?? [0, 0]) as [Point, Point, Point, Point];
  const u = 1 - t;
  const x = u * u * u * a[0] + 3 * u * u * t * b[0] + 3 * u * t * t * c[0] + t * t * t * d[0];
  const y = u * u * u * a[1] + 3 * u * u * t * b[1] + 3 * u * t * t * c[1] + t * t * t * d[1];
  const dx = 3 * u * u * (b[0] - a[0]) + 6 * u * t * (c[0] - b[0]) + 3 * t * t * (d[0] - c[0]);
  const dy = 3 * u * u * (b[1] - a[1]) + 6 * u * t * (c[1] - b[1]) + 3 * t * t * (d[1] - c[1]);
  return { x, y, angle: Math.atan2(dy, dx) };
}

/** A soft pointed leaf of length l along `angle`, with a pale midrib. */
function leaf(x: number, y: number, angle: number, l: number, fill: string): string {
  const w = l * 0.3;
  return (
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${n((angle * 180) / Math.PI)})">` +
    `<path d="M0 0C${n(l * 0.3)} ${n(-w)} ${n(l * 0.75)} ${n(-w * 0.8)} ${n(l)} 0C${n(l * 0.75)} ${n(w * 0.8)} ${n(l * 0.3)} ${n(w)} 0 0Z" fill="${fill}"/>` +
    `<path d="M4 0Q${n(l * 0.5)} ${n(-w * 0.12)} ${n(l * 0.92)} 0" fill="none" stroke="#f4f1e4" stroke-width="1.6" opacity=".45"/></g>`
  );
}

/** A camellia: three rings of rounded petals (paler outside) around a crown of gold stamens. */
function camellia(rand: () => number, x: number, y: number, r: number): string {
  const petal = (l: number, w: number) =>
    `M0 0C${n(w)} ${n(-l * 0.2)} ${n(w * 1.1)} ${n(-l * 0.85)} 0 ${n(-l)}C${n(-w * 1.1)} ${n(-l * 0.85)} ${n(-w)} ${n(-l * 0.2)} 0 0Z`;
  let out = '';
  const rings: Array<[number, number, number, string]> = [
    [7, r, r * 0.5, 'e-petal0'],
    [6, r * 0.74, r * 0.42, 'e-petal1'],
    [5, r * 0.46, r * 0.3, 'e-petal2'],
  ];
  for (const [count, l, w, fill] of rings) {
    const turn = rand() * 360;
    for (let i = 0; i < count; i++) {
      out += `<path d="${petal(l, w)}" fill="url(#${fill})" transform="translate(${n(x)} ${n(y)}) rotate(${n(turn + (i * 360) / count)})"/>`;
    }
  }
  for (let i = 0; i < 14; i++) {
    const a = rand() * Math.PI * 2;
    const d = rand() * r * 0.16;
    out += `<circle cx="${n(x + Math.cos(a) * d)}" cy="${n(y + Math.sin(a) * d)}" r="${n(r * 0.035)}" fill="#e9c45e"/>`;
  }
  return out;
}

/** Seasonal: camellia branches reaching in from the right edge, with out-of-focus leaves in front. */
export function seasonal(rand: () => number, colour: string): Layer {
  const green = mix('#7c8f6c', colour, 0.15);
  const blush = mix('#f4d5cd', colour, 0.08);
  const rose = mix(blush, '#c06a6c', 0.4);
  const fills = [green, darken(green, 0.18), lighten(green, 0.18)];
  const branches: Point[][] = [
    [
      [1640, 860],
      [1420, 700],
      [1220, 520],
      [980, 300],
    ],
    [
      [1560, 940],
      [1480, 640],
      [1380, 360],
      [1300, 120],
    ],
    [
      [1640, 420],
      [1500, 440],
      [1360, 500],
      [1170, 600],
    ],
  ];
  let stems = '';
  let leaves = '';
  for (const b of branches) {
    const [a, c1, c2, d] = b.map((p) => `${n(p[0])} ${n(p[1])}`);
    stems += `<path d="M${a}C${c1} ${c2} ${d}" fill="none" stroke="#6a5a48" stroke-width="6" stroke-linecap="round"/>`;
    for (let i = 1; i < 9; i++) {
      const { x, y, angle } = bezier(b, i / 9);
      const side = i % 2 ? 1 : -1;
      leaves += leaf(x, y, angle + side * (0.7 + rand() * 0.3), 90 + rand() * 50, fills[i % 3] ?? green);
    }
  }
  const defs =
    // Petals deepen to rose at their base; the inner rings are a shade deeper than the outer.
    radial('e-petal0', [
      [0, mix(rose, blush, 0.4)],
      [1, lighten(blush, 0.5)],
    ]) +
    radial('e-petal1', [
      [0, rose],
      [1, lighten(blush, 0.3)],
    ]) +
    radial('e-petal2', [
      [0, darken(rose, 0.1)],
      [1, blush],
    ]) +
    blurFilter('e-bokeh', 14);
  const body =
    `<g filter="url(#e-bokeh)" opacity=".35">${leaf(1000, 120, -0.4, 180, green)}${leaf(1500, 60, 2.6, 160, green)}` +
    `<circle cx="860" cy="620" r="40" fill="${blush}"/></g>` +
    stems +
    leaves +
    camellia(rand, 990, 300, 92) +
    camellia(rand, 1300, 130, 70) +
    camellia(rand, 1190, 600, 104) +
    `<path d="M900 760q30-20 56 4q-28 16-56-4z" fill="${blush}" opacity=".9"/>` +
    `<path d="M1040 820q26-26 58-8q-26 22-58 8z" fill="${lighten(blush, 0.3)}" opacity=".9"/>` +
    `<g filter="url(#e-bokeh)" opacity=".7">${leaf(1380, 900, -1.9, 240, darken(green, 0.2))}${leaf(1560, 780, -2.4, 200, green)}</g>`;
  return { defs, body };
}

/** Sea: sun setting over the Caspian, glints on the water and swells layered towards the viewer. */
export function sea(rand: () => number, colour: string): Layer {
  const horizon = 520;
  const defs =
    vertical('e-sky', [
      [0, mix('#2c2545', colour, 0.4)],
      [0.45, mix('#8a5877', colour, 0.2)],
      [0.82, '#e39c7c'],
      [1, '#f7cb91'],
    ]) +
    vertical('e-water', [
      [0, '#8a6582'],
      [0.25, mix('#3d3657', colour, 0.3)],
      [1, darken(mix('#1d1d33', colour, 0.3), 0.2)],
    ]) +
    radial('e-sun', [
      [0, '#ffe2ad', 0.85],
      [0.3, '#ffc98c', 0.35],
      [1, '#ffc98c', 0],
    ]) +
    `<clipPath id="e-above"><rect width="1600" height="${horizon}"/></clipPath>` +
    blurFilter('e-cloud', 8) +
    blurFilter('e-glint', 1.2);
  let clouds = '';
  for (let i = 0; i < 6; i++) {
    const y = 150 + rand() * 300;
    clouds += `<ellipse cx="${n(700 + rand() * 900)}" cy="${n(y)}" rx="${n(140 + rand() * 220)}" ry="${n(6 + rand() * 10)}" fill="${y > 330 ? '#f3b487' : '#b87a8c'}" opacity=".45"/>`;
  }
  let glints = '';
  // The sun's path on the water widens and breaks up as it comes towards the viewer.
  for (let i = 0; i < 70; i++) {
    const t = rand();
    const y = horizon + 4 + t * t * 370;
    const spread = 30 + t * 260;
    const w = (10 + rand() * 50) * (0.4 + t);
    glints += `<rect x="${n(1180 + (rand() - 0.5) * spread * 2 - w / 2)}" y="${n(y)}" width="${n(w)}" height="${n(1.5 + t * 3)}" rx="1.5" fill="#ffdca6" opacity="${n(0.85 - t * 0.5)}"/>`;
  }
  let swells = '';
  for (let i = 0; i < 10; i++) {
    const f = i / 9;
    const y = horizon + 20 + f * f * 360;
    const amp = 2 + f * 16;
    const wave = 90 + f * 260;
    const phase = rand() * wave;
    const chop = rand() * 10;
    let d = `M0 ${n(y)}`;
    // A long swell plus a shorter chop, so the crests do not read as a regular sine.
    for (let x = 0; x <= 1600; x += 20) {
      const swell = Math.sin(((x + phase) / wave) * Math.PI * 2) + 0.35 * Math.sin((x / wave) * 5.3 + chop);
      d += `L${x} ${n(y + swell * amp)}`;
    }
    swells +=
      `<path d="${d}V900H0Z" fill="${darken(colour, 0.5)}" opacity="${n(0.1 + f * 0.08)}"/>` +
      `<path d="${d}" fill="none" stroke="#f3b98a" stroke-width="${n(1 + f * 2)}" opacity="${n(0.35 - f * 0.25)}"/>`;
  }
  const body =
    `<rect width="1600" height="${horizon}" fill="url(#e-sky)"/>` +
    `<g filter="url(#e-cloud)">${clouds}</g>` +
    `<ellipse cx="1180" cy="${horizon}" rx="520" ry="300" fill="url(#e-sun)"/>` +
    `<circle cx="1180" cy="${horizon + 18}" r="58" fill="#fff1cf" clip-path="url(#e-above)"/>` +
    `<rect y="${horizon}" width="1600" height="${900 - horizon}" fill="url(#e-water)"/>` +
    `<rect y="${horizon}" width="1600" height="2" fill="#ffd9a8" opacity=".7"/>` +
    swells +
    `<g filter="url(#e-glint)">${glints}</g>`;
  return { defs, body };
}
