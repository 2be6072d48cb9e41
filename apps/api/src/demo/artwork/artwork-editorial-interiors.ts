/**
 * Editorial scenes set indoors: the laboratory (atelier) and the vanity (ritual). Composed in the right two thirds of the 1600×900 canvas; the left stays calm for the
 * title. The vanity reuses the packshot containers so the journal shows the real product range.
 */
import { dropperBottle, pumpBottle } from './artwork-bottles.ts';
import { type Container, CX, FLOOR, materialDefs } from './artwork-container-parts.ts';
import { fadeOut, linear, radial, vertical } from './artwork-gradients.ts';
import { blurFilter, darken, IVORY, type Layer, lighten, luminance, mix, n } from './artwork-svg.ts';
import { jar } from './artwork-vessels.ts';

/** Bench or table top from `top` to the bottom edge, lit from the front, with a bright lip. */
function surface(id: string, top: number, base: string): Layer {
  return {
    defs: vertical(id, [
      [0, lighten(base, 0.25)],
      [0.12, base],
      [1, darken(base, 0.18)],
    ]),
    body: `<rect y="${top}" width="1600" height="${900 - top}" fill="url(#${id})"/><rect y="${top}" width="1600" height="2" fill="#fff" opacity=".5"/>`,
  };
}

/** A glass vessel: clear body, coloured liquid up to `level`, a meniscus and a crisp outline. */
function vessel(id: string, d: string, level: number, edge: string): Layer {
  return {
    defs: `<clipPath id="${id}"><path d="${d}"/></clipPath>`,
    body:
      `<path d="${d}" fill="url(#e-glass)"/>` +
      `<g clip-path="url(#${id})"><rect x="700" y="${level}" width="900" height="${900 - level}" fill="url(#e-liquid)"/>` +
      `<rect x="700" y="${level}" width="900" height="3" fill="#fff" opacity=".6"/></g>` +
      `<path d="${d}" fill="none" stroke="${edge}" stroke-width="2" stroke-opacity=".45"/>`,
  };
}

/** Atelier: flasks, a graduated cylinder and a beaker of golden serum on the laboratory bench. */
export function atelier(colour: string, gold: string): Layer {
  const edge = darken(colour, 0.5);
  // A dark range gets a bench in a lifted tone of the colour, a light one a pale stone bench.
  const bench = surface('e-bench', 700, luminance(colour) < 0.12 ? lighten(colour, 0.18) : mix(IVORY, colour, 0.35));
  const pieces = [
    vessel('e-v1', 'M858 360V470L780 676Q772 700 798 700H962Q988 700 980 676L902 470V360Z', 610, edge),
    vessel('e-v2', 'M1088 300V482A112 112 0 1 0 1132 482V300Z', 630, edge),
    vessel('e-v3', 'M1292 292V686H1348V292Z', 470, edge),
    vessel('e-v4', 'M1408 520L1414 690Q1414 700 1424 700H1536Q1546 700 1546 690L1552 520Z', 604, edge),
  ];
  let marks = '';
  // Graduations on the cylinder, every tenth one longer.
  for (let y = 320; y <= 660; y += 17) {
    marks += `<rect x="1296" y="${y}" width="${(y - 320) % 85 === 0 ? 22 : 12}" height="1.6" fill="${edge}" opacity=".45"/>`;
  }
  const defs =
    bench.defs +
    pieces.map((p) => p.defs).join('') +
    linear('e-glass', [
      [0, '#ffffff', 0.55],
      [0.14, '#ffffff', 0.14],
      [0.5, '#ffffff', 0.06],
      [0.82, '#ffffff', 0.16],
      [1, '#ffffff', 0.5],
    ]) +
    vertical('e-liquid', [
      [0, lighten(gold, 0.2), 0.9],
      [1, darken(gold, 0.35), 0.95],
    ]) +
    radial('e-shadow', fadeOut(darken(colour, 0.6), 0.35)) +
    blurFilter('e-far', 10);
  const shadows = [
    [880, 110],
    [1110, 80],
    [1320, 60],
    [1480, 90],
  ]
    .map(([x, r]) => `<ellipse cx="${x}" cy="704" rx="${r}" ry="14" fill="url(#e-shadow)"/>`)
    .join('');
  const body =
    // Out-of-focus glassware further back on the bench, for depth.
    `<g filter="url(#e-far)" fill="${darken(colour, 0.2)}" opacity=".12">` +
    `<path d="M1000 160V330L880 640H1180L1060 330V160Z"/><rect x="1210" y="240" width="70" height="400" rx="8"/>` +
    `<circle cx="1510" cy="440" r="120"/><rect x="1490" y="200" width="40" height="200"/></g>` +
    bench.body +
    shadows +
    `<ellipse cx="1110" cy="694" rx="64" ry="12" fill="#8a6a48"/><ellipse cx="1110" cy="690" rx="46" ry="7" fill="#6b5138"/>` +
    `<path d="M1262 700L1272 686H1368L1378 700Z" fill="url(#e-glass)" stroke="${edge}" stroke-opacity=".45" stroke-width="2"/>` +
    pieces.map((p) => p.body).join('') +
    marks +
    `<path d="M1452 692L1548 420" stroke="#fff" stroke-width="7" stroke-linecap="round" opacity=".55"/>` +
    `<path d="M1452 692L1548 420" stroke="${edge}" stroke-width="1.5" stroke-linecap="round" opacity=".35"/>` +
    `<circle cx="880" cy="650" r="5" fill="#fff" opacity=".6"/><circle cx="896" cy="630" r="3.5" fill="#fff" opacity=".5"/>` +
    `<circle cx="1100" cy="662" r="6" fill="#fff" opacity=".5"/><circle cx="1322" cy="560" r="4" fill="#fff" opacity=".5"/>`;
  return { defs, body };
}

/** Places a packshot container (drawn at CX, FLOOR) at (x, base) and scale s, with its own clip ids. */
function placed(shape: Container, suffix: string, x: number, base: number, s: number): Layer {
  const rename = (svg: string) => svg.replace(/(id="|url\(#)c-/g, `$1c${suffix}-`);
  // At this size the label text would be illegible, so only its gold rules are drawn.
  const { x: lx, y: ly, w: lw, h: lh } = shape.label;
  const rules =
    `<rect x="${lx + lw * 0.2}" y="${ly + lh * 0.25}" width="${lw * 0.6}" height="6" fill="url(#m-metal)"/>` +
    `<rect x="${lx + lw * 0.3}" y="${ly + lh * 0.7}" width="${lw * 0.4}" height="4" fill="url(#m-metal)"/>`;
  return {
    defs: rename(shape.defs),
    body: `<g transform="translate(${n(x - CX * s)} ${n(base - FLOOR * s)}) scale(${s})">${rename(shape.body)}${rules}</g>`,
  };
}

/** Ritual: an arched mirror over a marble vanity, the range arranged on a gold tray, a bud vase. */
export function ritual(colour: string, gold: string): Layer {
  const top = surface('e-marble', 660, mix('#efe9e1', colour, 0.12));
  const products = [
    placed(dropperBottle(), 'd', 1060, 712, 0.27),
    placed(jar(), 'j', 1196, 722, 0.2),
    placed(pumpBottle(), 'p', 1334, 712, 0.29),
  ];
  const mirror = 'M990 610V310A190 190 0 0 1 1370 310V610Z';
  const defs =
    top.defs +
    materialDefs(colour, gold) +
    products.map((p) => p.defs).join('') +
    linear(
      'e-mirror',
      [
        [0, lighten(colour, 0.8)],
        [0.6, mix(IVORY, colour, 0.35)],
        [1, mix(IVORY, colour, 0.5)],
      ],
      0,
      0,
      1,
      1,
    ) +
    linear('e-frame', [
      [0, darken(gold, 0.35)],
      [0.3, lighten(gold, 0.5)],
      [0.6, gold],
      [1, darken(gold, 0.35)],
    ]) +
    radial('e-tray', [
      [0, lighten(gold, 0.35)],
      [0.8, gold],
      [1, darken(gold, 0.3)],
    ]) +
    radial('e-shadow', fadeOut(darken(colour, 0.6), 0.4)) +
    blurFilter('e-soft', 12);
  const body =
    `<path d="${mirror}" fill="${darken(colour, 0.5)}" opacity=".25" filter="url(#e-soft)" transform="translate(14 18)"/>` +
    `<path d="${mirror}" fill="url(#e-mirror)"/>` +
    `<path d="M1040 600L1250 180M1120 600L1300 240" stroke="#fff" stroke-width="30" opacity=".16"/>` +
    `<path d="${mirror}" fill="none" stroke="url(#e-frame)" stroke-width="16"/>` +
    top.body +
    `<path d="M0 660H1600" stroke="${darken(colour, 0.3)}" stroke-width="1" opacity=".25"/>` +
    `<path d="M820 720Q1000 700 1120 760M1300 690Q1420 740 1600 712" fill="none" stroke="${darken(colour, 0.25)}" stroke-width="1.5" opacity=".18"/>` +
    `<ellipse cx="1200" cy="728" rx="280" ry="34" fill="url(#e-shadow)"/>` +
    `<ellipse cx="1196" cy="716" rx="250" ry="30" fill="url(#e-tray)"/>` +
    `<ellipse cx="1196" cy="712" rx="232" ry="22" fill="${lighten(gold, 0.2)}"/>` +
    products.map((p) => p.body).join('') +
    // Bud vase with a single stem, to the left of the tray.
    `<ellipse cx="880" cy="716" rx="46" ry="8" fill="url(#e-shadow)"/>` +
    `<path d="M880 500Q872 560 900 640Q870 720 880 712" fill="none" stroke="#6f7d5c" stroke-width="4"/>` +
    `<path d="M886 560Q920 540 934 510Q900 520 886 560ZM882 600Q846 590 832 560Q866 566 882 600Z" fill="#7d8c68"/>` +
    `<circle cx="880" cy="492" r="20" fill="${mix('#f1d5cf', colour, 0.1)}"/><circle cx="874" cy="486" r="8" fill="#fff" opacity=".5"/>` +
    `<path d="M862 640Q846 680 856 706Q880 716 904 706Q914 680 898 640Z" fill="url(#e-glass-vase)"/>` +
    `<path d="M862 640Q846 680 856 706Q880 716 904 706Q914 680 898 640Z" fill="none" stroke="${darken(colour, 0.4)}" stroke-opacity=".4" stroke-width="2"/>`;
  return {
    defs:
      defs +
      linear('e-glass-vase', [
        [0, '#ffffff', 0.6],
        [0.3, '#ffffff', 0.15],
        [1, '#ffffff', 0.4],
      ]),
    body,
  };
}
