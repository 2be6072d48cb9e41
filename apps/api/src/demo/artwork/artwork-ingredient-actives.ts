/**
 * Cosmetic actives as still lifes: gold leaf in a black dish, a peptide chain floating over the
 * table, and the skin barrier's "bricks and mortar" (corneocytes bound by ceramide bilayers).
 * Drawn on the 1200 px stage of artwork-ingredient.ts (table from y = 560 down).
 */
import { linear, radial, roundShading, vertical } from './artwork-gradients.ts';
import { blurFilter, darken, IVORY, type Layer, lighten, luminance, mix, n } from './artwork-svg.ts';

const GOLD = ['#fff6d2', '#eccb70', '#c39438', '#f8e2a0', '#a67a2c', '#ebc86e', '#fff3c4'];

/** Three gold-leaf gradients at different angles, so neighbouring flakes catch the light differently. */
function goldDefs(): string {
  const stops = GOLD.map((c, i) => [i / (GOLD.length - 1), c] as const);
  return (
    linear('a-gold0', stops, 0, 0, 1, 1) + linear('a-gold1', stops, 1, 0, 0, 1) + linear('a-gold2', stops, 0, 1, 1, 0.2)
  );
}

/** A torn, crumpled flake: jagged polygon squashed by `tilt` (1 = facing us) with two creases. */
function flake(rand: () => number, x: number, y: number, size: number, tilt: number, angle: number): string {
  const pts: Array<[number, number]> = [];
  const count = 9 + Math.floor(rand() * 6);
  for (let i = 0; i < count; i++) {
    const a = ((i + rand() * 0.6) / count) * Math.PI * 2;
    const r = size * (0.55 + rand() * 0.45);
    const px = Math.cos(a) * r;
    const py = Math.sin(a) * r * tilt;
    pts.push([x + px * Math.cos(angle) - py * Math.sin(angle), y + px * Math.sin(angle) + py * Math.cos(angle)]);
  }
  const poly = pts.map(([px, py]) => `${n(px)},${n(py)}`).join(' ');
  // Crumpled foil: a fan of facets around an off-centre peak, each tilted to the light differently.
  const peak: [number, number] = [x + (rand() - 0.5) * size * 0.4, y + (rand() - 0.5) * size * 0.3 * tilt];
  let facets = '';
  pts.forEach((p, i) => {
    const q = pts[(i + 1) % count] ?? p;
    const shade = rand();
    const fill = shade > 0.66 ? '#fff8dc' : shade > 0.33 ? '#f0cf78' : '#9c7228';
    facets += `<polygon points="${n(peak[0])},${n(peak[1])} ${n(p[0])},${n(p[1])} ${n(q[0])},${n(q[1])}" fill="${fill}" opacity="${n(0.25 + rand() * 0.35)}"/>`;
  });
  return (
    `<polygon points="${poly}" fill="url(#a-gold${Math.floor(rand() * 3)})"/>` +
    facets +
    `<polygon points="${poly}" fill="none" stroke="#fff4c8" stroke-width="1.2" stroke-opacity=".7" stroke-linejoin="round"/>`
  );
}

/** Gold: leaf flakes heaped in a black lacquer dish, more drifting down, the far ones out of focus. */
export function goldLeaf(rand: () => number, colour: string): Layer {
  const defs =
    goldDefs() +
    blurFilter('a-soft', 14) +
    blurFilter('a-far', 6) +
    vertical('a-dish', [
      [0, '#4a4642'],
      [0.5, '#1c1a19'],
      [1, '#0c0b0b'],
    ]) +
    radial('a-well', [
      [0, '#2c2926'],
      [1, '#0f0e0d'],
    ]);
  let settled = '';
  for (let i = 0; i < 14; i++) {
    const a = rand() * Math.PI * 2;
    const d = Math.sqrt(rand());
    settled += flake(
      rand,
      600 + Math.cos(a) * d * 220,
      842 + Math.sin(a) * d * 46,
      30 + rand() * 40,
      0.38,
      rand() * 0.6 - 0.3,
    );
  }
  let far = '';
  let near = '';
  for (let i = 0; i < 14; i++) {
    const x = 170 + rand() * 860;
    const y = 150 + rand() * 520;
    const s = 14 + rand() * 46;
    const f = flake(rand, x, y, s, 0.35 + rand() * 0.65, rand() * Math.PI);
    if (s < 26) far += f;
    else near += f;
  }
  const body =
    `<ellipse cx="620" cy="900" rx="380" ry="70" fill="${darken(colour, 0.6)}" opacity=".35" filter="url(#a-soft)"/>` +
    `<ellipse cx="600" cy="860" rx="350" ry="96" fill="url(#a-dish)"/>` +
    `<ellipse cx="600" cy="846" rx="318" ry="76" fill="url(#a-well)"/>` +
    `<path d="M270 850Q600 960 930 850" fill="none" stroke="#fff" stroke-width="3" opacity=".18"/>` +
    `<path d="M282 846Q300 780 600 772Q900 780 918 846" fill="none" stroke="#fff" stroke-width="2.5" opacity=".22"/>` +
    settled +
    `<g filter="url(#a-far)" opacity=".85">${far}</g>` +
    near;
  return { defs, body };
}

/** Peptide: a chain of amino-acid spheres coiled in a loose helix, with short side chains. */
export function peptide(rand: () => number, colour: string): Layer {
  const kinds = [
    ['a-atom0', '#f6df9a', '#c49a3e', '#6e4f14'],
    ['a-atom1', '#ffffff', mix(IVORY, colour, 0.1), '#9c9184'],
    ['a-atom2', lighten(colour, 0.55), colour, darken(colour, 0.55)],
  ] as const;
  const defs =
    kinds
      .map(([id, hi, mid, lo]) =>
        roundShading(id, [
          [0, hi],
          [0.55, mid],
          [1, lo],
        ]),
      )
      .join('') + blurFilter('a-soft', 18);
  type Item = { z: number; svg: string };
  const items: Item[] = [];
  const atom = (x: number, y: number, z: number, r: number, kind: number) => {
    const id = kinds[kind % 3]?.[0] ?? 'a-atom0';
    items.push({
      z,
      svg:
        `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="url(#${id})"/>` +
        `<ellipse cx="${n(x - r * 0.35)}" cy="${n(y - r * 0.4)}" rx="${n(r * 0.28)}" ry="${n(r * 0.18)}" fill="#fff" opacity=".7"/>`,
    });
  };
  const bond = (x1: number, y1: number, x2: number, y2: number, z: number, w: number) =>
    items.push({
      z: z - 0.01,
      svg:
        `<path d="M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}" stroke="#8d7a5a" stroke-width="${n(w)}" stroke-linecap="round"/>` +
        `<path d="M${n(x1)} ${n(y1 - w * 0.2)}L${n(x2)} ${n(y2 - w * 0.2)}" stroke="#f3e6c6" stroke-width="${n(w * 0.3)}" stroke-linecap="round" opacity=".8"/>`,
    });
  // A backbone coiled around a rising diagonal axis: three turns, depth (z) sets size and order.
  const count = 34;
  const [ax, ay, bx, by] = [190, 780, 1010, 360];
  const len = Math.hypot(bx - ax, by - ay);
  const [px, py] = [-(by - ay) / len, (bx - ax) / len];
  let prev: [number, number, number] | null = null;
  for (let i = 0; i < count; i++) {
    const f = i / (count - 1);
    const phase = f * Math.PI * 6;
    const z = Math.cos(phase);
    const s = 1 + z * 0.3;
    const x = ax + (bx - ax) * f + px * Math.sin(phase) * 120;
    const y = ay + (by - ay) * f + py * Math.sin(phase) * 120;
    if (prev) bond(prev[0], prev[1], x, y, Math.min(prev[2], z), 10 * s);
    atom(x, y, z, 27 * s, i);
    if (i % 3 === 1) {
      // Side chain pointing away from the helix axis, with one or two residues.
      const out = Math.sin(phase) < 0 ? -1 : 1;
      const sx = x + px * out * 78 * s + (rand() - 0.5) * 30;
      const sy = y + py * out * 78 * s;
      bond(x, y, sx, sy, z - 0.05, 8 * s);
      atom(sx, sy, z - 0.04, 18 * s, i + 1);
      if (rand() < 0.5) {
        const [tx, ty] = [sx + 44 * s, sy + py * out * 40 * s];
        bond(sx, sy, tx, ty, z - 0.09, 6 * s);
        atom(tx, ty, z - 0.08, 13 * s, i + 2);
      }
    }
    prev = [x, y, z];
  }
  const body =
    `<ellipse cx="600" cy="900" rx="420" ry="46" fill="${darken(colour, 0.6)}" opacity=".3" filter="url(#a-soft)"/>` +
    items
      .sort((a, b) => a.z - b.z)
      .map((item) => item.svg)
      .join('');
  return { defs, body };
}

/**
 * Ceramide: the skin barrier as a wall section: flattened hexagonal cells (corneocytes) set in a
 * glossy golden lipid "mortar" whose horizontal joints show the fine lines of the bilayers.
 */
export function ceramide(rand: () => number, colour: string): Layer {
  const [rows, cellH, joint, top] = [5, 74, 16, 420];
  const cell = mix('#f0dccb', colour, luminance(colour) < 0.08 ? 0.08 : 0.25);
  const defs =
    radial(
      'a-cell',
      [
        [0, lighten(cell, 0.55)],
        [0.55, cell],
        [1, darken(cell, 0.16)],
      ],
      0.5,
      0.5,
      0.62,
      0.4,
      0.25,
    ) +
    // One sheen across the whole wall (userSpaceOnUse) so the lipid reads as a single continuous film.
    `<linearGradient id="a-mortar" gradientUnits="userSpaceOnUse" x1="200" y1="380" x2="1000" y2="900">` +
    `<stop offset="0" stop-color="#f3dc98"/><stop offset=".4" stop-color="#d9ad55"/>` +
    `<stop offset=".6" stop-color="#f0d590"/><stop offset="1" stop-color="#a97b2e"/></linearGradient>` +
    blurFilter('a-soft', 16);
  let mortar = '';
  let cells = '';
  let lamellae = '';
  let [minX, maxX] = [Infinity, -Infinity];
  for (let r = 0; r < rows; r++) {
    const y = top + r * (cellH + joint);
    // Rows are staggered by half a cell and end unevenly, as a cut through a real wall would.
    let x = 200 + (r % 2 ? 0 : 100) + rand() * 24;
    const end = 1000 - (r % 2 ? 100 : 0) - rand() * 24;
    const start = x;
    while (x < end) {
      const w = 186 + rand() * 24;
      const tip = 18;
      const outline =
        `M${n(x)} ${n(y + cellH / 2)}L${n(x + tip)} ${n(y)}H${n(x + w - tip)}L${n(x + w)} ${n(y + cellH / 2)}` +
        `L${n(x + w - tip)} ${n(y + cellH)}H${n(x + tip)}Z`;
      // Each cell is a flattened pillow: a darker underside shows its thickness, a sheen runs along its top.
      cells +=
        `<path d="${outline}" fill="${darken(cell, 0.3)}" transform="translate(0 6)"/>` +
        `<path d="${outline}" fill="url(#a-cell)" stroke="${lighten(cell, 0.5)}" stroke-width="1.5" stroke-linejoin="round"/>` +
        `<path d="M${n(x + tip + 10)} ${n(y + 9)}H${n(x + w - tip - 10)}" stroke="#fff" stroke-width="3" stroke-linecap="round" opacity=".6"/>`;
      x += w + joint;
    }
    [minX, maxX] = [Math.min(minX, start - joint), Math.max(maxX, x)];
    mortar += `<rect x="${n(start - joint)}" y="${n(y - joint)}" width="${n(x - start + joint)}" height="${cellH + joint * 2 + 6}" rx="12"/>`;
    for (const ly of [y - joint / 2 - 3, y - joint / 2 + 3, y + cellH + joint / 2, y + cellH + joint / 2 + 6]) {
      lamellae += `<path d="M${n(start - joint + 10)} ${n(ly)}H${n(x - 10)}" stroke="#fff3cc" stroke-width="1.2" opacity=".55"/>`;
    }
  }
  const bottom = top + rows * (cellH + joint);
  const body =
    `<ellipse cx="620" cy="${bottom + 40}" rx="430" ry="46" fill="${darken(colour, 0.6)}" opacity=".4" filter="url(#a-soft)"/>` +
    // Rows overshoot by up to a cell, so the wall is centred once its real extent is known.
    `<g transform="translate(${n(600 - (minX + maxX) / 2)} 0)"><g fill="url(#a-mortar)">${mortar}</g>${lamellae}${cells}</g>`;
  return { defs, body };
}
