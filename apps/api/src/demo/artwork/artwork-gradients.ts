/**
 * Gradient markup for the artwork: linear and radial gradients in bounding-box units, with the
 * shorthands the drawings keep needing (top-to-bottom, the shading of round objects, a colour
 * fading out). Pure like the rest of the toolkit: the same stops always give the same markup.
 */

/** A gradient stop: offset 0…1, colour, optional opacity. */
export type Stop = readonly [number, string, number?];

function stops(list: readonly Stop[]): string {
  return list
    .map(
      ([o, c, a]) =>
        `<stop offset="${Math.round(o * 1000) / 1000}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${Math.round(a * 1000) / 1000}"`}/>`,
    )
    .join('');
}

/** Linear gradient in bounding-box units; default direction is left → right (cylinder shading). */
export function linear(id: string, list: readonly Stop[], x1 = 0, y1 = 0, x2 = 1, y2 = 0): string {
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops(list)}</linearGradient>`;
}

/** Linear gradient from top to bottom: backdrops, floors and the fades of reflections. */
export function vertical(id: string, list: readonly Stop[]): string {
  return linear(id, list, 0, 0, 0, 1);
}

/** Radial gradient in bounding-box units (centre, radius, optional focal point for gloss). */
export function radial(id: string, list: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy): string {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}">${stops(list)}</radialGradient>`;
}

/**
 * Shading of a round object (pearl, medal, pebble): the stops run from the highlight out to the
 * rim, the highlight set off-centre by the focal point, by default up and left towards the key light.
 */
export function roundShading(id: string, list: readonly Stop[], fx = 0.35, fy = 0.3): string {
  return radial(id, list, 0.5, 0.5, 0.5, fx, fy);
}

/** One colour fading out: `opacity` at the start, clear at the end (glows, soft shadows, glints, reflections). */
export function fadeOut(colour: string, opacity: number): Stop[] {
  return [
    [0, colour, opacity],
    [1, colour, 0],
  ];
}
