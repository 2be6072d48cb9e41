/**
 * Marine ingredient still lifes: caviar in a mother-of-pearl spoon, a pearl in its nacre shell
 * and red algae fronds. Drawn on the 1200 px stage of artwork-ingredient.ts (table from y = 560 down).
 */
import { fadeOut, linear, radial, roundShading, vertical } from './artwork-gradients.ts';
import { pearlDefs, pearlHeap, strayPearls } from './artwork-pearls.ts';
import { blurFilter, darken, type Layer, lighten, mix, n, type Point, smoothPath } from './artwork-svg.ts';

/**
 * The spoon's and the shell's mother-of-pearl: `s-nacre`, cream shot with lilac, aqua and rose as
 * the nacre turns in the light, and `s-hollow`, laid over a concave side: the far wall in shade,
 * the near wall catching the light.
 */
const NACRE =
  linear(
    's-nacre',
    [
      [0, '#fbf6ee'],
      [0.22, '#eedde6'],
      [0.42, '#dcebec'],
      [0.58, '#f7ecd8'],
      [0.78, '#eadbe6'],
      [1, '#d6e4e3'],
    ],
    0,
    0,
    1,
    1,
  ) +
  vertical('s-hollow', [
    [0, '#4d403c', 0.35],
    [0.35, '#4d403c', 0],
    [0.8, '#ffffff', 0],
    [1, '#ffffff', 0.55],
  ]);

/** Caviar: a heaped mother-of-pearl spoon lying on the table, a few grains spilled in front. */
export function caviarSpoon(rand: () => number): Layer {
  const bowl = `<ellipse cx="520" cy="760" rx="280" ry="176"/>`;
  // Flat paddle handle: narrow where it leaves the bowl, slightly wider at its rounded end.
  const handle = `M770 730Q940 752 1104 812Q1150 830 1138 864Q1124 892 1086 880Q930 828 770 800Z`;
  let lines = '';
  // Nacre growth lines: faint concentric arcs, as on a real shell-cut spoon.
  for (let i = 1; i <= 6; i++) {
    lines += `<ellipse cx="${520 + i * 6}" cy="${768 + i * 4}" rx="${280 - i * 34}" ry="${176 - i * 22}" fill="none" stroke="#fff" stroke-width="2" opacity=".22"/>`;
  }
  const defs = pearlDefs() + NACRE + blurFilter('s-soft', 14) + radial('s-heap-shadow', fadeOut('#2a2018', 0.55));
  const body =
    `<g filter="url(#s-soft)" fill="#2b2016" opacity=".34" transform="translate(20 30)">${bowl}<path d="${handle}"/></g>` +
    `<path d="${handle}" fill="url(#s-nacre)"/>` +
    `<path d="M790 742Q950 766 1100 824" fill="none" stroke="#fff" stroke-width="5" opacity=".55" stroke-linecap="round"/>` +
    `<path d="M800 796Q940 822 1080 872" fill="none" stroke="#8c7f86" stroke-width="3" opacity=".3" stroke-linecap="round"/>` +
    `<g fill="url(#s-nacre)">${bowl}</g>` +
    `<ellipse cx="524" cy="766" rx="252" ry="152" fill="url(#s-hollow)"/>` +
    lines +
    `<path d="M246 752Q256 930 520 936Q786 930 798 760" fill="none" stroke="#fff" stroke-width="4" opacity=".6"/>` +
    `<ellipse cx="540" cy="790" rx="228" ry="116" fill="url(#s-heap-shadow)"/>` +
    pearlHeap(rand, 522, 770, 226, 170, 118, 16, 320, 0.56) +
    strayPearls(rand, 240, 820, 990, 1100, 16, 6);
  return { defs, body };
}

/** Pearl: a black-lip oyster valve, frilled growth layers around iridescent nacre, the pearl in front. */
export function pearlShell(rand: () => number, colour: string): Layer {
  const cx = 600;
  const cy = 730;
  const outline = (scale: number, jitter: number, dy: number): Point[] => {
    const pts: Point[] = [];
    for (let i = 0; i < 44; i++) {
      const a = (i / 44) * Math.PI * 2;
      // Flatter at the hinge (top), rounder at the lip; growth frills add a ragged edge.
      const ry = Math.sin(a) < 0 ? 200 : 236;
      const frill = 1 + jitter * (Math.sin(a * 9 + scale * 7) * 0.5 + (rand() - 0.5));
      pts.push([cx + Math.cos(a) * 350 * scale * frill, cy + dy + Math.sin(a) * ry * scale * frill]);
    }
    return pts;
  };
  const layers = ['#3b362d', '#5a5244', '#776d5a', '#968a72', '#b3a68c']
    .map((fill, k) => {
      const d = smoothPath(outline(1 - k * 0.045, 0.05 - k * 0.006, k * 5));
      return `<path d="${d}" fill="${fill}"/><path d="${d}" fill="none" stroke="#e8dcc4" stroke-width="1.5" opacity=".35"/>`;
    })
    .join('');
  const inner = smoothPath(outline(0.76, 0.008, 26));
  const defs =
    NACRE +
    blurFilter('s-soft', 16) +
    // The dark grey-green band at the edge of the nacre that gives the black-lip oyster its name.
    radial('s-blacklip', [
      [0.62, '#2f3a34', 0],
      [0.9, '#3d4a42', 0.45],
      [1, '#27302b', 0.85],
    ]) +
    roundShading(
      's-pearl',
      [
        [0, '#ffffff'],
        [0.4, '#f6efe9'],
        [0.78, mix('#d8cbc4', colour, 0.12)],
        [1, '#a89894'],
      ],
      0.36,
    ) +
    // The orient: a rosy sheen towards the rim.
    roundShading(
      's-orient',
      [
        [0.5, '#f1c9cf', 0],
        [1, '#f1c9cf', 0.45],
      ],
      0.45,
      0.4,
    ) +
    radial('s-glint', fadeOut('#ffffff', 1));
  const body =
    `<path d="${smoothPath(outline(1, 0.04, 0))}" fill="#2b2016" opacity=".4" filter="url(#s-soft)" transform="translate(22 34)"/>` +
    layers +
    `<path d="${inner}" fill="url(#s-nacre)"/>` +
    `<path d="${inner}" fill="url(#s-hollow)"/>` +
    `<path d="${inner}" fill="url(#s-blacklip)"/>` +
    `<ellipse cx="630" cy="838" rx="104" ry="30" fill="#3a2c24" opacity=".45" filter="url(#s-soft)"/>` +
    `<circle cx="610" cy="766" r="92" fill="url(#s-pearl)"/>` +
    `<circle cx="610" cy="766" r="92" fill="url(#s-orient)"/>` +
    `<ellipse cx="578" cy="730" rx="30" ry="19" fill="url(#s-glint)"/>` +
    `<path d="M552 822Q610 860 670 822" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity=".45"/>`;
  return { defs, body };
}

/**
 * One frond of red algae (Chondrus-like): flat blades forking in two that widen towards the
 * rounded tips, dark wine at the holdfast turning translucent ruby at the ends.
 */
function frond(
  rand: () => number,
  x: number,
  y: number,
  angle: number,
  length: number,
  width: number,
  depth: number,
  base: string,
  tip: string,
  level = 0,
): string {
  const ex = x + Math.sin(angle) * length;
  const ey = y - Math.cos(angle) * length;
  const bend = (rand() - 0.5) * length * 0.3;
  const qx = (x + ex) / 2 + Math.cos(angle) * bend;
  const qy = (y + ey) / 2 + Math.sin(angle) * bend;
  const colour = mix(base, tip, level / depth);
  const d = `M${n(x)} ${n(y)}Q${n(qx)} ${n(qy)} ${n(ex)} ${n(ey)}`;
  let out =
    `<path d="${d}" stroke="${colour}" stroke-width="${n(width)}"/>` +
    `<path d="${d}" stroke="#ffd9d2" stroke-width="${n(Math.max(1.5, width * 0.1))}" opacity=".22"/>`;
  if (level < depth) {
    const fork = 0.3 + rand() * 0.25;
    for (const side of [-1, 1]) {
      const a = angle + side * fork + (rand() - 0.5) * 0.14;
      out += frond(rand, ex, ey, a, length * (0.72 + rand() * 0.1), width * 1.28, depth, base, tip, level + 1);
    }
  } else {
    // Flat blade at the tip: a rounded paddle a little wider than the branch that carries it.
    const bl = length * 0.9;
    const bx = ex + Math.sin(angle) * bl * 0.5;
    const by = ey - Math.cos(angle) * bl * 0.5;
    out += `<ellipse cx="${n(bx)}" cy="${n(by)}" rx="${n(width * 0.62)}" ry="${n(bl * 0.58)}" fill="${tip}" transform="rotate(${n((angle * 180) / Math.PI)} ${n(bx)} ${n(by)})"/>`;
  }
  return out;
}

/** Algae: three sprigs of red seaweed fanning out from pebbles on the table, bubbles drifting up. */
export function algae(rand: () => number, colour: string): Layer {
  const defs =
    blurFilter('s-soft', 12) +
    blurFilter('s-far', 4) +
    roundShading('s-pebble', [
      [0, '#a29c95'],
      [0.7, '#5c5853'],
      [1, '#3c3935'],
    ]) +
    radial('s-bubble', [
      [0.6, '#ffffff', 0],
      [0.92, '#ffffff', 0.55],
      [1, '#ffffff', 0.12],
    ]);
  const wine = darken(mix('#7a1526', colour, 0.08), 0.15);
  const g = (content: string, extra = '') =>
    `<g fill="none" stroke-linecap="round" stroke-linejoin="round"${extra}>${content}</g>`;
  let bubbles = '';
  for (let i = 0; i < 12; i++) {
    const r = 4 + rand() * 12;
    bubbles += `<circle cx="${n(300 + rand() * 600)}" cy="${n(140 + rand() * 420)}" r="${n(r)}" fill="url(#s-bubble)"/>`;
  }
  const body =
    `<ellipse cx="610" cy="900" rx="320" ry="50" fill="#2b1a16" opacity=".35" filter="url(#s-soft)"/>` +
    g(frond(rand, 690, 860, 0.5, 128, 10, 4, lighten(wine, 0.2), '#e58a80'), ' opacity=".55" filter="url(#s-far)"') +
    g(frond(rand, 540, 870, -0.45, 138, 11, 4, wine, '#c94f5b'), ' opacity=".94"') +
    g(frond(rand, 610, 880, 0.06, 156, 12, 4, darken(wine, 0.2), '#d45a64'), ' opacity=".96"') +
    `<ellipse cx="566" cy="884" rx="84" ry="40" fill="url(#s-pebble)"/>` +
    `<ellipse cx="680" cy="902" rx="64" ry="32" fill="url(#s-pebble)"/>` +
    `<ellipse cx="478" cy="912" rx="40" ry="21" fill="url(#s-pebble)"/>` +
    `<path d="M512 866Q550 852 600 858M640 886Q670 878 700 884" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" opacity=".35"/>` +
    bubbles;
  return { defs, body };
}
