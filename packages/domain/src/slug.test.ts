import { describe, expect, it } from 'vitest';
import { imageSrcSet, imageUrl } from './media.ts';
import { parseIdSlug, slugify } from './slug.ts';

describe('slugs', () => {
  it('strips accents and punctuation', () => {
    expect(slugify('Crème Riche au Caviar — 50 ml')).toBe('creme-riche-au-caviar-50-ml');
    expect(slugify('  Sérum  ')).toBe('serum');
  });

  it('parses "{id}-{slug}" parameters, the slug being optional', () => {
    expect(parseIdSlug('12-creme-riche')).toEqual({ id: 12, slug: 'creme-riche' });
    expect(parseIdSlug('7')).toEqual({ id: 7, slug: '' });
    expect(parseIdSlug('creme')).toBeNull();
    expect(parseIdSlug('99999999999')).toBeNull();
  });
});

describe('image URLs', () => {
  it('are built from kind, id, size and format', () => {
    expect(imageUrl('produit', 3, 640)).toBe('/media/produit/3/640.webp');
    expect(imageUrl('actu', 2, 320, 'jpg')).toBe('/media/actu/2/320.jpg');
    expect(imageSrcSet('visuel', 5, 'webp', [160, 320])).toBe(
      '/media/visuel/5/160.webp 160w, /media/visuel/5/320.webp 320w',
    );
  });
});
