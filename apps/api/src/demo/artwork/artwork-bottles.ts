/**
 * The bottle-type containers (pump, dropper, foam, spray). Proportions follow real 30–200 ml
 * cosmetic packaging so the range reads as believable; all stand on FLOOR centred on CX and span
 * roughly 60 % of the 1500 px canvas height.
 */
import { band, clip, CX, cylinderPath, FLOOR, shine, type Container } from './artwork-container-parts.ts';
import { radial } from './artwork-gradients.ts';
import { n } from './artwork-svg.ts';

/** A bottle as the four below are built: a lacquered body and neck, the closure on top. */
interface Bottle {
  /** The body's silhouette as cylinderPath takes it: width, top of the shoulders, then the roundings. */
  outline: { w: number; top: number; shoulder: number; foot: number; sag: number };
  /** The neck in the body's lacquer above the shoulders, as band() takes it: width, top, height, corner radius. */
  neck: readonly [number, number, number, number];
  /** What shows through the glass, under the shine (the dropper's pipette and heavy base). */
  inside?: string;
  /** Collar, pump, teat or cap, drawn over the body. */
  closure: string;
  label: Container['label'];
  /** Gradients and filters the closure refers to besides the shared materials. */
  defs?: string;
}

/**
 * Draws a bottle in the order the light needs: neck and body, what is inside, the key-light shine
 * clipped to the body (`c-body`), then the closure, which the shine must not cross.
 */
function lacquered(bottle: Bottle): Container {
  const { w, top, shoulder, foot, sag } = bottle.outline;
  const d = cylinderPath(w, top, FLOOR, shoulder, foot, sag);
  return {
    defs: clip('c-body', d) + (bottle.defs ?? ''),
    body:
      band(...bottle.neck, 'url(#m-body)') +
      `<path d="${d}" fill="url(#m-body)"/>` +
      (bottle.inside ?? '') +
      shine('c-body', w, top, FLOOR) +
      bottle.closure,
    label: bottle.label,
    footprint: w / 2,
  };
}

/** Lotion pump: tall lacquered bottle, metal collar and an actuator with a long side spout. */
export function pumpBottle(): Container {
  return lacquered({
    outline: { w: 400, top: 560, shoulder: 86, foot: 26, sag: 14 },
    neck: [112, 518, 56, 6],
    closure:
      band(164, 470, 60, 9, 'url(#m-metal)', 26) +
      band(34, 424, 50, 4) +
      // Spout first so the actuator's rounded end overlaps its root.
      `<path d="M${CX + 40} 384h118q14 0 16 10v8q-2 8-16 8h-118z" fill="url(#m-metal)"/>` +
      `<ellipse cx="${CX + 172}" cy="397" rx="3.5" ry="7" fill="#000" opacity=".5"/>` +
      band(150, 366, 64, 16, 'url(#m-metal)', 0),
    label: { x: CX - 172, y: 780, w: 344, h: 330 },
  });
}

/** Serum dropper: round-shouldered glass bottle, knurled collar, rubber teat and a visible pipette. */
export function dropperBottle(): Container {
  const w = 350;
  const pipette =
    // Seen through tinted glass: faint glass tube with a pale rim and the tapered tip.
    `<g opacity=".45"><path d="M${CX - 13} 700V1150q0 20 13 40q13-20 13-40V700z" fill="#fff" opacity=".25"/>` +
    `<path d="M${CX - 13} 700V1150q0 20 13 40M${CX + 13} 700V1150q0 20-13 40" fill="none" stroke="#fff" stroke-width="2.5" opacity=".7"/></g>`;
  // Thick glass base: a brighter band where the light pools in the heavy bottom.
  const base =
    `<g clip-path="url(#c-body)"><rect x="${CX - w / 2}" y="${FLOOR - 64}" width="${w}" height="70" fill="url(#m-foot)"/>` +
    `<path d="M${CX - w / 2 + 18} ${FLOOR - 60}Q${CX} ${FLOOR - 44} ${CX + w / 2 - 18} ${FLOOR - 60}" fill="none" stroke="#fff" stroke-width="3" opacity=".25"/></g>`;
  return lacquered({
    outline: { w, top: 700, shoulder: 128, foot: 30, sag: 12 },
    neck: [104, 650, 62, 8],
    inside: pipette + base,
    closure:
      band(136, 584, 84, 8, 'url(#m-metal)', 30) +
      band(112, 568, 22, 8, 'url(#m-rubber)') +
      `<path d="M${CX - 46} 574V470Q${CX - 50} 404 ${CX} 398Q${CX + 50} 404 ${CX + 46} 470V574Z" fill="url(#m-rubber)"/>` +
      `<path d="M${CX - 30} 560V474Q${CX - 32} 428 ${CX - 14} 414" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity=".22"/>`,
    label: { x: CX - 140, y: 860, w: 280, h: 270 },
  });
}

/** Foaming cleanser: broad squat bottle, wide screw collar and a chunky dome head with a short nose. */
export function foamBottle(): Container {
  return lacquered({
    outline: { w: 440, top: 680, shoulder: 104, foot: 30, sag: 15 },
    neck: [190, 646, 50, 8],
    closure:
      band(262, 586, 78, 14, 'url(#m-metal)', 40) +
      band(124, 542, 50, 6) +
      `<path d="M${CX - 96} 476q-64 2-84 14q-8 6-2 14q6 6 16 4l70-8z" fill="url(#m-metal)"/>` +
      `<ellipse cx="${CX - 180}" cy="${498}" rx="5" ry="8" fill="#000" opacity=".45"/>` +
      `<path d="M${CX - 118} 552V486Q${CX - 116} 446 ${CX} 444Q${CX + 116} 446 ${CX + 118} 486V552Z" fill="url(#m-metal)"/>` +
      `<path d="M${CX - 98} 470Q${CX - 60} 452 ${CX} 452" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity=".45"/>` +
      `<rect x="${CX - 118}" y="546" width="236" height="6" fill="#000" opacity=".2"/>`,
    label: { x: CX - 170, y: 820, w: 340, h: 300 },
  });
}

/** Facial mist: slender cylinder, crimped ferrule, small actuator and a fine plume of mist. */
export function sprayBottle(rand: () => number): Container {
  let mist = '';
  // A fine plume: a faint haze cone and droplets thinning out away from the nozzle (seeded placement).
  for (let i = 0; i < 70; i++) {
    const t = rand();
    const spread = (rand() - 0.5) * t * 150;
    const x = CX - 58 - t * 230;
    const y = 418 - t * 70 + spread;
    mist += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(1 + rand() * 2)}" fill="#fff" stroke="#8d8478" stroke-width=".8" stroke-opacity=".35" opacity="${n(0.9 - t * 0.6)}"/>`;
  }
  const haze = `<path d="M${CX - 52} 416L${CX - 300} 290Q${CX - 330} 350 ${CX - 300} 420Z" fill="url(#s-haze)" filter="url(#s-blur)"/>`;
  return lacquered({
    outline: { w: 270, top: 540, shoulder: 52, foot: 22, sag: 10 },
    neck: [92, 508, 48, 6],
    closure:
      band(146, 460, 64, 7, 'url(#m-metal)', 34) +
      `<path d="M${CX - 50} 466V408Q${CX - 50} 384 ${CX} 382Q${CX + 50} 384 ${CX + 50} 408V466Z" fill="url(#m-metal)"/>` +
      `<ellipse cx="${CX - 44}" cy="418" rx="4" ry="5" fill="#000" opacity=".55"/>` +
      haze +
      `<g>${mist}</g>`,
    label: { x: CX - 110, y: 760, w: 220, h: 330 },
    defs:
      radial(
        's-haze',
        [
          [0, '#8d8478', 0.2],
          [1, '#8d8478', 0],
        ],
        1,
        0.5,
        1,
      ) +
      `<filter id="s-blur" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="10"/></filter>`,
  });
}
