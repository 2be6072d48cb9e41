/**
 * Editorial illustration for the journal: a 16:9 picture with the scene on the right two thirds
 * and the article title set in the house serif on the left, over a scrim that keeps it legible.
 */
import { award } from './artwork-editorial-award.ts';
import { atelier, ritual } from './artwork-editorial-interiors.ts';
import { seasonal, sea } from './artwork-editorial-nature.ts';
import { fadeOut, linear, radial } from './artwork-gradients.ts';
import type { ArtworkSpec } from './artwork-spec.ts';
import { ARTWORK_CANVAS } from './artwork-spec.ts';
import {
  CHARCOAL,
  darken,
  escapeXml,
  IVORY,
  type Layer,
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

type Editorial = Extract<ArtworkSpec, { kind: 'editorial' }>;

/** The house gold, used for rules and metal details (the editorial spec has no accent colour). */
const GOLD = '#c2a15f';

const KICKERS: Record<Editorial['motif'], string> = {
  atelier: "L'ATELIER",
  seasonal: 'DE SAISON',
  award: 'DISTINCTION',
  ritual: 'RITUEL',
  sea: 'LA MER',
};

function scene(motif: Editorial['motif'], rand: () => number, colour: string): Layer {
  switch (motif) {
    case 'atelier':
      return atelier(colour, GOLD);
    case 'seasonal':
      return seasonal(rand, colour);
    case 'award':
      return award(colour, GOLD);
    case 'ritual':
      return ritual(colour, GOLD);
    case 'sea':
      return sea(rand, colour);
  }
}

/** Paper-toned backdrop tinted by the colour (or a deep tone of it for dark ranges), glow behind the scene. */
function backdrop(colour: string, dark: boolean, width: number, height: number): Layer {
  const [from, to] = dark ? [darken(colour, 0.45), colour] : [mix(IVORY, colour, 0.08), mix(IVORY, colour, 0.3)];
  return {
    defs:
      linear('e-bg', [
        [0, from],
        [1, to],
      ]) + radial('e-glow', fadeOut(lighten(to, 0.6), dark ? 0.35 : 0.7)),
    body:
      `<rect width="${width}" height="${height}" fill="url(#e-bg)"/>` +
      `<ellipse cx="1130" cy="420" rx="620" ry="460" fill="url(#e-glow)"/>`,
  };
}

/** Kicker, gold rule, title (up to four lines) and signature, centred vertically in the left column. */
function titleBlock(spec: Editorial, dark: boolean, height: number): string {
  const ink = dark ? IVORY : CHARCOAL;
  const gold = dark ? lighten(GOLD, 0.25) : darken(GOLD, 0.2);
  const x = 120;
  const { size, lines } = fitText(spec.title, 620, 84, 34, 4, 0.57);
  const lineHeight = size * 1.14;
  const block = 22 + 44 + lines.length * lineHeight + 58;
  let y = (height - block) / 2 + 16;
  let out =
    `<text x="${x}" y="${n(y)}" font-family="${SANS}" font-size="17" letter-spacing="6" fill="${gold}">` +
    `LE JOURNAL · ${escapeXml(KICKERS[spec.motif])}</text>`;
  y += 26;
  out += `<rect x="${x}" y="${n(y)}" width="64" height="2" fill="${gold}"/>`;
  y += 30 + size * 0.8;
  for (const line of lines) {
    out += `<text x="${x}" y="${n(y)}" font-family="${SERIF}" font-size="${size}" fill="${ink}">${escapeXml(line)}</text>`;
    y += lineHeight;
  }
  out += `<text x="${x}" y="${n(y + 22)}" font-family="${SERIF}" font-style="italic" font-size="24" fill="${ink}" opacity=".7">Maison Orcaviar</text>`;
  return out;
}

export function renderEditorial(spec: Editorial): string {
  const { width, height } = ARTWORK_CANVAS.editorial;
  const colour = safeHex(spec.colour, '#1f2a44');
  // The dusk seascape is dark whatever the colour; elsewhere the colour decides light or dark ink.
  const dark = spec.motif === 'sea' || luminance(colour) < 0.12;
  const rand = seededRandom(['editorial', spec.motif, colour, spec.title].join('|'));
  const room = backdrop(colour, dark, width, height);
  const picture = scene(spec.motif, rand, colour);
  const veil = dark ? darken(colour, 0.65) : mix(IVORY, colour, 0.06);
  const scrim = linear('e-scrim', [
    [0, veil, dark ? 0.75 : 0.85],
    [0.42, veil, dark ? 0.45 : 0.55],
    [0.62, veil, 0],
  ]);
  return svgDocument(
    width,
    height,
    spec.title.trim() || `Maison Orcaviar — ${KICKERS[spec.motif]}`,
    room.defs + picture.defs + scrim,
    room.body +
      picture.body +
      // A bare scene (no title) keeps its left column free for text set over it by the page.
      (spec.title.trim() === ''
        ? ''
        : `<rect width="${width}" height="${height}" fill="url(#e-scrim)"/>` + titleBlock(spec, dark, height)),
  );
}
