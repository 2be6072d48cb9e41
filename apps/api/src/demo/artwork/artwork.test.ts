import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderArtwork } from './artwork.ts';
import { ARTWORK_CANVAS, type ArtworkSpec } from './artwork-spec.ts';

const SHAPES = ['pump-bottle', 'dropper-bottle', 'jar', 'tube', 'foam-bottle', 'refill-pouch', 'spray-bottle'] as const;
const INGREDIENTS = ['caviar', 'gold', 'pearl', 'algae', 'hyaluronic', 'peptide', 'ceramide', 'vitamin'] as const;
const EDITORIALS = ['atelier', 'seasonal', 'award', 'ritual', 'sea'] as const;

const specs: ArtworkSpec[] = [
  ...SHAPES.map((shape): ArtworkSpec => ({
    kind: 'packshot',
    shape,
    colour: '#1f2a44',
    accent: '#c6a15b',
    label: 'Crème Riche au Caviar',
    sublabel: '50 ml',
  })),
  ...INGREDIENTS.map((motif): ArtworkSpec => ({ kind: 'ingredient', motif, colour: '#c9b48a' })),
  ...EDITORIALS.map((motif): ArtworkSpec => ({
    kind: 'editorial',
    motif,
    colour: '#4a2c40',
    title: 'Le rituel du soir en cinq gestes',
  })),
  { kind: 'editorial', motif: 'sea', colour: '#2f5566', title: '' },
  {
    kind: 'hero',
    bottles: (['jar', 'pump-bottle', 'dropper-bottle'] as const).map((shape) => ({
      shape,
      colour: '#1c1a17',
      accent: '#c9a46a',
      label: `Soin ${shape}`,
      sublabel: '50 ml',
    })),
  },
];

const name = (spec: ArtworkSpec) =>
  spec.kind === 'packshot'
    ? `packshot ${spec.shape}`
    : spec.kind === 'hero'
      ? 'hero'
      : `${spec.kind} ${spec.motif}${spec.kind === 'editorial' && !spec.title ? ' (bare)' : ''}`;

describe('renderArtwork', () => {
  it.each(specs.map((spec) => [name(spec), spec] as const))('%s is a standalone SVG of the canvas size', (_, spec) => {
    const svg = renderArtwork(spec);
    const { width, height } = ARTWORK_CANVAS[spec.kind];
    expect(svg.startsWith('<?xml')).toBe(true);
    expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(svg).toContain(`width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"`);
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
    // Nothing that could fetch, run or embed anything outside the document.
    expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg")/);
    expect(svg).not.toMatch(/<script|<foreignObject|<image|@import|NaN|undefined/i);
  });

  it('draws every packshot shape differently', () => {
    const bodies = SHAPES.map((shape) =>
      renderArtwork({ kind: 'packshot', shape, colour: '#1f2a44', accent: '#c6a15b', label: 'Sérum' }),
    );
    expect(new Set(bodies).size).toBe(SHAPES.length);
  });

  it('escapes the texts it prints', () => {
    const hostile = 'Crème <script>alert("x")</script> & \'co\'';
    const packshot = renderArtwork({
      kind: 'packshot',
      shape: 'jar',
      colour: '#ffffff',
      accent: '#c6a15b',
      label: hostile,
      sublabel: '<b>50 ml</b>',
    });
    const editorial = renderArtwork({ kind: 'editorial', motif: 'award', colour: '#1f2a44', title: hostile });
    for (const svg of [packshot, editorial]) {
      expect(svg).not.toContain('<script');
      expect(svg).not.toContain('<b>');
      expect(svg).toContain('&lt;script&gt;');
      expect(svg).toContain('&amp;');
      expect(svg).toContain('&quot;');
    }
  });

  it('ignores malformed colours instead of writing them into the markup', () => {
    const svg = renderArtwork({
      kind: 'packshot',
      shape: 'tube',
      colour: '"/><script>',
      accent: 'red',
      label: 'Masque',
    });
    expect(svg).not.toContain('<script');
    expect(svg).not.toContain('"red"');
  });

  it('is deterministic: the same spec gives the same document', () => {
    for (const spec of specs) expect(renderArtwork(spec)).toBe(renderArtwork(structuredClone(spec)));
  });

  it('varies the seeded details with the spec', () => {
    const a = renderArtwork({ kind: 'packshot', shape: 'jar', colour: '#1f2a44', accent: '#c6a15b', label: 'A' });
    const b = renderArtwork({ kind: 'packshot', shape: 'jar', colour: '#1f2a44', accent: '#c6a15b', label: 'B' });
    const pearls = (svg: string) => svg.match(/<circle[^>]*url\(#cv-body\)[^>]*>/g)?.join('');
    expect(pearls(a)).not.toBe(pearls(b));
  });

  it.each(specs.map((spec) => [name(spec), spec] as const))('%s rasterises with sharp', async (_, spec) => {
    const png = await sharp(Buffer.from(renderArtwork(spec)))
      .resize(320)
      .png()
      .toBuffer();
    const meta = await sharp(png).metadata();
    expect(meta.width).toBe(320);
    const { width, height } = ARTWORK_CANVAS[spec.kind];
    expect(meta.height).toBe(Math.round((320 * height) / width));
    const stats = await sharp(png).stats();
    expect(Math.max(...stats.channels.map((c) => c.stdev))).toBeGreaterThan(5);
  });
});
