// Draws the app icons once from the house's mark (a gold ring, the "O" of Orcaviar, set with a
// caviar pearl) and writes the PNGs the manifest and iOS need. Run: node apps/web/scripts/make-icons.mjs
// The PNGs are committed; rerun only when the mark changes. sharp comes from the workspace root.
import { mkdir } from 'node:fs/promises';
import sharp from 'sharp';

const out = new URL('../public/icons/', import.meta.url);
const INK = '#1a1a1a';
const GOLD = '#c9a46a';
const IVORY = '#f2eee7';

/** The mark on a square canvas; `scale` shrinks it into the maskable safe zone (a centred 80 % circle). */
function markSvg({ size, scale = 1, rounded = false }) {
  const c = size / 2;
  const ring = size * 0.27 * scale;
  const pearl = size * 0.075 * scale;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
    <defs>
      <radialGradient id="glow" cx="50%" cy="38%" r="70%">
        <stop offset="0" stop-color="#2a2622"/><stop offset="1" stop-color="${INK}"/>
      </radialGradient>
      <radialGradient id="pearl" cx="35%" cy="30%" r="75%">
        <stop offset="0" stop-color="#f3dfb4"/><stop offset=".55" stop-color="${GOLD}"/><stop offset="1" stop-color="#8a6a38"/>
      </radialGradient>
    </defs>
    <rect width="${size}" height="${size}" ${rounded ? `rx="${size * 0.22}"` : ''} fill="url(#glow)"/>
    <circle cx="${c}" cy="${c}" r="${ring}" fill="none" stroke="${GOLD}" stroke-width="${size * 0.034 * scale}"/>
    <circle cx="${c}" cy="${c}" r="${pearl}" fill="url(#pearl)"/>
    <circle cx="${c - pearl * 0.32}" cy="${c - pearl * 0.36}" r="${pearl * 0.28}" fill="${IVORY}" fill-opacity=".55"/>
  </svg>`;
}

const icons = [
  { file: 'icon-192.png', size: 192, svg: markSvg({ size: 192 }) },
  { file: 'icon-512.png', size: 512, svg: markSvg({ size: 512 }) },
  { file: 'icon-maskable-512.png', size: 512, svg: markSvg({ size: 512, scale: 0.78 }) },
  { file: 'apple-touch-icon.png', size: 180, svg: markSvg({ size: 180, scale: 0.9 }) },
];

await mkdir(out, { recursive: true });
for (const { file, svg } of icons) {
  await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toFile(new URL(file, out).pathname);
  console.info('wrote', file);
}
