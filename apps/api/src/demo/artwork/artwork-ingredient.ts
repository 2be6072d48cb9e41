/**
 * Ingredient still life: a softly lit tabletop tinted by the spec colour, with the motif drawn
 * by its own module (sea: caviar, pearl, algae; drops: hyaluronic, vitamin; actives: gold,
 * peptide, ceramide). Motifs are composed around the centre of the 1200 px square, the table from y = 560 down.
 */
import { fadeOut, radial, vertical } from './artwork-gradients.ts';
import { ceramide, goldLeaf, peptide } from './artwork-ingredient-actives.ts';
import { hyaluronic, vitaminOil } from './artwork-ingredient-drops.ts';
import { algae, caviarSpoon, pearlShell } from './artwork-ingredient-sea.ts';
import type { ArtworkSpec } from './artwork-spec.ts';
import { ARTWORK_CANVAS } from './artwork-spec.ts';
import {
  darken,
  IVORY,
  type Layer,
  lighten,
  luminance,
  mix,
  safeHex,
  seededRandom,
  svgDocument,
} from './artwork-svg.ts';

/** Where the backdrop meets the table. */
const HORIZON = 560;

type Ingredient = Extract<ArtworkSpec, { kind: 'ingredient' }>;

/** French captions double as the document title (screen readers, image search). */
const TITLES: Record<Ingredient['motif'], string> = {
  caviar: 'Perles de caviar dans une cuillère en nacre',
  gold: "Feuilles d'or",
  pearl: 'Perle dans sa coquille de nacre',
  algae: 'Algues rouges',
  hyaluronic: "Gouttes d'acide hyaluronique",
  peptide: 'Chaîne de peptides',
  ceramide: 'Céramides, le ciment lipidique de la peau',
  vitamin: "Gouttes d'huile vitaminée",
};

/** The still life drawn for each motif, from the seeded PRNG and the spec colour. */
const MOTIFS: Record<Ingredient['motif'], (rand: () => number, colour: string) => Layer> = {
  caviar: caviarSpoon,
  gold: goldLeaf,
  pearl: pearlShell,
  algae,
  hyaluronic,
  peptide,
  ceramide,
  vitamin: vitaminOil,
};

/**
 * Backdrop and tabletop in two tints of the colour, a key-light glow and a gentle vignette. The
 * table edge sits at mid-height: a high camera, so objects lying on the table read as such.
 * Dark range colours get a low-key (dusky) set, light ones a pale high-key set.
 */
function stage(colour: string, size: number): Layer {
  const dusk = luminance(colour) < 0.08;
  const wall = dusk ? mix(colour, IVORY, 0.12) : mix(IVORY, colour, 0.2);
  const table = dusk ? mix(colour, '#d9cbb5', 0.3) : mix('#e9e0d2', colour, 0.3);
  const defs =
    vertical('i-wall', [
      [0, dusk ? darken(wall, 0.3) : mix(wall, '#ffffff', 0.3)],
      [1, wall],
    ]) +
    vertical('i-table', [
      [0, wall],
      [0.06, mix(table, colour, 0.12)],
      [0.5, table],
      [1, dusk ? darken(table, 0.2) : lighten(table, 0.12)],
    ]) +
    radial('i-glow', fadeOut('#ffffff', dusk ? 0.3 : 0.55)) +
    // Vignette warmed towards umber so pale cool tints do not turn the corners grey.
    radial('i-vignette', [
      [0.55, mix(darken(colour, 0.6), '#3b2a1a', 0.5), 0],
      [1, mix(darken(colour, 0.6), '#3b2a1a', 0.5), dusk ? 0.5 : 0.28],
    ]);
  const body =
    `<rect width="${size}" height="${size}" fill="url(#i-wall)"/>` +
    `<rect y="${HORIZON}" width="${size}" height="${size - HORIZON}" fill="url(#i-table)"/>` +
    `<ellipse cx="580" cy="640" rx="620" ry="560" fill="url(#i-glow)"/>`;
  return { defs, body };
}

export function renderIngredient(spec: Ingredient): string {
  const { width, height } = ARTWORK_CANVAS.ingredient;
  const colour = safeHex(spec.colour, '#c9b48a');
  const rand = seededRandom(['ingredient', spec.motif, colour].join('|'));
  const room = stage(colour, width);
  const subject = MOTIFS[spec.motif](rand, colour);
  return svgDocument(
    width,
    height,
    TITLES[spec.motif],
    room.defs + subject.defs,
    room.body + subject.body + `<rect width="${width}" height="${height}" fill="url(#i-vignette)"/>`,
  );
}
