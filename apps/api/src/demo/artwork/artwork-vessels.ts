/**
 * The non-bottle containers (cream jar, tube standing on its cap, stand-up refill pouch). Same
 * lighting and materials as artwork-bottles.ts; each silhouette is kept clearly different.
 */
import { band, clip, CX, cylinderPath, FLOOR, shine, type Container } from './artwork-container-parts.ts';
import { n } from './artwork-svg.ts';

/** Cream jar: heavy lacquered pot under a deep fluted metal lid, like a luxury night cream. */
export function jar(): Container {
  const w = 740;
  const top = 826;
  const d = cylinderPath(w, top, FLOOR, 46, 40, 24);
  const lidW = 772;
  const lidTop = 590;
  const lidBottom = 842;
  const lid = cylinderPath(lidW, lidTop, lidBottom, 18, 12, 16);
  let flutes = '';
  // Vertical flutes on the lid, spaced by cos() so they crowd towards the rims like on a cylinder.
  for (let i = 1; i < 56; i++) {
    const x = CX - (Math.cos((Math.PI * i) / 56) * (lidW - 24)) / 2;
    flutes += `<rect x="${n(x - 1.2)}" y="${lidTop + 26}" width="2.4" height="${lidBottom - lidTop - 46}" fill="#2a1a0a" opacity=".12"/>`;
  }
  const body =
    `<path d="${d}" fill="url(#m-body)"/>` +
    shine('c-body', w, top, FLOOR) +
    `<path d="${lid}" fill="url(#m-metal)"/>` +
    `<g clip-path="url(#c-lid)">${flutes}` +
    `<rect x="${CX - lidW / 2}" y="${lidTop}" width="${lidW}" height="22" fill="url(#m-metal-v)"/>` +
    `<rect x="${CX - lidW / 2}" y="${lidTop + 21}" width="${lidW}" height="3" fill="#000" opacity=".18"/></g>` +
    shine('c-lid', lidW, lidTop + 24, lidBottom, 0.8) +
    `<path d="M${CX - w / 2 + 6} ${top + 8}Q${CX} ${top + 26} ${CX + w / 2 - 6} ${top + 8}" fill="none" stroke="#000" stroke-width="6" opacity=".25"/>`;
  return {
    defs: clip('c-body', d) + clip('c-lid', lid),
    body,
    label: { x: CX - 270, y: 900, w: 540, h: 290 },
    footprint: w / 2,
  };
}

/** Tube standing on its flip cap: flat crimped seal on top, body tapering to a round shoulder. */
export function tube(): Container {
  const d =
    `M400 330H800V392C798 700 776 960 764 1008C750 1062 690 1084 672 1088H528` +
    `C510 1084 450 1062 436 1008C424 960 402 700 400 392Z`;
  let crimp = '';
  // Heat-sealed crimp: fine horizontal ridges across the flat end.
  for (let y = 340; y < 386; y += 7)
    crimp += `<rect x="400" y="${y}" width="400" height="2" fill="#000" opacity=".14"/>`;
  const capTop = 1096;
  const cap = cylinderPath(214, capTop, FLOOR, 16, 14, 10);
  const body =
    `<path d="${d}" fill="url(#m-body)"/>` +
    `<g clip-path="url(#c-body)">${crimp}<rect x="400" y="388" width="400" height="5" fill="#000" opacity=".2"/>` +
    `<rect x="400" y="330" width="400" height="4" fill="#fff" opacity=".35"/></g>` +
    shine('c-body', 400, 394, 1088) +
    band(150, 1076, 26, 6, 'url(#m-body)') +
    `<path d="${cap}" fill="url(#m-metal)"/>` +
    `<g clip-path="url(#c-cap)"><rect x="${CX - 107}" y="${capTop}" width="214" height="14" fill="url(#m-metal-v)"/>` +
    `<rect x="${CX - 107}" y="${capTop + 42}" width="214" height="2" fill="#000" opacity=".2"/></g>` +
    shine('c-cap', 214, capTop, FLOOR, 0.7);
  return {
    defs: clip('c-body', d) + clip('c-cap', cap),
    body,
    label: { x: CX - 150, y: 560, w: 300, h: 340 },
    footprint: 107,
  };
}

/** Stand-up refill pouch: soft bulging foil, heat-sealed top with tear notch, metal spout cap. */
export function refillPouch(): Container {
  const d = `M352 440H848C870 640 880 950 870 1226Q600 ${FLOOR + 14} 330 1226C320 950 330 640 352 440Z`;
  let seal = '';
  for (let y = 452; y < 500; y += 8)
    seal += `<rect x="340" y="${y}" width="520" height="2" fill="#000" opacity=".12"/>`;
  const creases =
    // Soft folds where the filled pouch pulls away from the flat seal, and the gusset at the bottom.
    `<path d="M372 506Q430 600 404 760Q470 610 440 506Z" fill="#fff" opacity=".08"/>` +
    `<path d="M828 506Q770 610 800 780Q736 600 762 506Z" fill="#000" opacity=".1"/>` +
    `<path d="M336 1150Q600 1196 864 1150L870 1226Q600 ${FLOOR + 14} 330 1226Z" fill="url(#m-foot)"/>` +
    `<path d="M340 1150Q600 1194 860 1150" fill="none" stroke="#fff" stroke-width="2" opacity=".25"/>`;
  const body =
    `<path d="${d}" fill="url(#m-body)"/>` +
    `<g clip-path="url(#c-body)">${seal}${creases}<rect x="330" y="500" width="540" height="4" fill="#000" opacity=".16"/></g>` +
    shine('c-body', 540, 504, FLOOR, 0.55) +
    // Tear notch on the left seal.
    `<path d="M350 470l12 7-12 7z" fill="#000" opacity=".25"/>` +
    band(150, 428, 18, 5) +
    band(78, 396, 36, 4) +
    band(132, 300, 100, 10, 'url(#m-metal)', 28) +
    band(146, 292, 16, 6);
  return {
    defs: clip('c-body', d),
    body,
    label: { x: CX - 200, y: 640, w: 400, h: 420 },
    footprint: 270,
  };
}
