/**
 * The home page hero: the house's bottles side by side on one studio set, drawn with the same
 * containers, materials and labels as their packshots. Each bottle stands in its slot of
 * layoutHero (artwork-hero-layout.ts), the layout the page's links are positioned from.
 */
import { FLOOR } from './artwork-container-parts.ts';
import { fadeOut, radial, vertical } from './artwork-gradients.ts';
import { layoutHero, placementTransform } from './artwork-hero-layout.ts';
import { floorDefs, packshotBottle, packshotRandom } from './artwork-packshot.ts';
import { pearlDefs, strayPearls } from './artwork-pearls.ts';
import type { ArtworkSpec } from './artwork-spec.ts';
import { ARTWORK_CANVAS } from './artwork-spec.ts';
import { IVORY, mix, n, seededRandom, svgDocument } from './artwork-svg.ts';

type Hero = Extract<ArtworkSpec, { kind: 'hero' }>;

/** The warm gold the set is lit with (the house's accent), whatever the bottles' colours. */
const GOLD = '#c9a46a';

/**
 * Gives every id of one bottle's markup a prefix: each packshot names its materials alike
 * (m-body, c-body…), so five of them in one document must not share those names.
 */
export function prefixIds(markup: string, prefix: string): string {
  return markup
    .replace(/\bid="([^"]+)"/g, `id="${prefix}$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${prefix}$1)`)
    .replace(/href="#([^"]+)"/g, `href="#${prefix}$1"`);
}

/** A seamless ivory sweep, a broad soft spotlight and a faint gold glow along the horizon. */
function studio(width: number, height: number, floorY: number): { defs: string; body: string } {
  const horizon = floorY / height;
  const defs =
    vertical('h-sweep', [
      [0, mix(IVORY, '#ffffff', 0.35)],
      [horizon * 0.7, mix(IVORY, GOLD, 0.05)],
      [horizon, mix('#ece3d4', GOLD, 0.08)],
      [1, mix('#dccfb9', GOLD, 0.1)],
    ]) +
    radial('h-spot', fadeOut('#ffffff', 0.75)) +
    radial('h-glow', fadeOut(GOLD, 0.16)) +
    floorDefs('h', width, floorY - 20, height - floorY + 20, 0.2);
  const body =
    `<rect width="${width}" height="${height}" fill="url(#h-sweep)"/>` +
    `<ellipse cx="${width / 2}" cy="${n(floorY * 0.48)}" rx="${n(width * 0.5)}" ry="${n(floorY * 0.62)}" fill="url(#h-spot)"/>` +
    `<ellipse cx="${width / 2}" cy="${floorY}" rx="${n(width * 0.46)}" ry="70" fill="url(#h-glow)"/>`;
  return { defs, body };
}

export function renderHero(spec: Hero): string {
  const { width, height } = ARTWORK_CANVAS.hero;
  const placements = layoutHero(spec.bottles.map((bottle) => bottle.shape));
  const floorY = placements[0]?.floorY ?? height * 0.85;
  const room = studio(width, height, floorY);
  const rand = seededRandom(['hero', ...spec.bottles.map((bottle) => bottle.label)].join('|'));
  let defs = room.defs + pearlDefs();
  let reflections = '';
  let bottles = '';
  spec.bottles.forEach((bottle, index) => {
    const placement = placements[index];
    if (!placement) return;
    const prefix = `h${index + 1}-`;
    const drawn = packshotBottle(bottle, packshotRandom(bottle));
    defs += prefixIds(drawn.defs, prefix) + `<g id="${prefix}product">${prefixIds(drawn.body, prefix)}</g>`;
    const transform = placementTransform(placement);
    const footprint = drawn.footprint * placement.scale;
    reflections += `<use href="#${prefix}product" transform="${transform} matrix(1 0 0 -1 0 ${2 * FLOOR})"/>`;
    bottles +=
      `<ellipse cx="${n(placement.centreX)}" cy="${n(floorY + 2)}" rx="${n(footprint * 1.5)}" ry="26" fill="url(#h-shadow)" opacity=".5"/>` +
      `<ellipse cx="${n(placement.centreX)}" cy="${n(floorY - 1)}" rx="${n(footprint * 1.04)}" ry="8" fill="url(#h-shadow)"/>` +
      `<use href="#${prefix}product" transform="${transform}" data-bottle="${index}"/>`;
  });
  // A few caviar pearls on the floor in front of the bottles: the house's styling prop.
  const first = placements[0];
  const last = placements.at(-1);
  const props =
    first && last ? strayPearls(rand, first.centreX - 40, last.centreX + 40, floorY + 46, floorY + 118, 7, 11) : '';
  const body = room.body + `<g mask="url(#h-fade)">${reflections}</g>` + bottles + props;
  return svgDocument(
    width,
    height,
    `Maison Orcaviar — ${spec.bottles.map((bottle) => bottle.label).join(', ')}`,
    defs,
    body,
  );
}
