import { describe, expect, it } from 'vitest';
import { ReviewInputSchema } from './contracts/reviews.ts';
import { REVIEWABLE_ORDER_STATUSES, reviewAuthorName, reviewResubmissionRefusal, roundRating } from './reviews.ts';

describe('review rules', () => {
  it('lets only paid orders the shop keeps entitle a review', () => {
    expect([...REVIEWABLE_ORDER_STATUSES].sort()).toEqual(['expediee', 'payee']);
  });

  it('replaces only a pending review', () => {
    expect(reviewResubmissionRefusal(null)).toBeNull();
    expect(reviewResubmissionRefusal({ statut: 'en_attente' })).toBeNull();
    expect(reviewResubmissionRefusal({ statut: 'publie' })).toMatch(/publié/u);
    expect(reviewResubmissionRefusal({ statut: 'refuse' })).toMatch(/déjà donné/u);
  });

  it('signs a review with the first name and the initial of the last name', () => {
    expect(reviewAuthorName('Camille', 'lefèvre')).toBe('Camille L.');
    expect(reviewAuthorName('  Éloïse ', '')).toBe('Éloïse');
    expect(reviewAuthorName('', 'Martin')).toBe('M.');
    expect(reviewAuthorName('', '')).toBe('');
  });

  it('rounds an average to one decimal', () => {
    expect(roundRating(13 / 3)).toBe(4.3);
    expect(roundRating(4.65)).toBe(4.7);
    expect(roundRating(5)).toBe(5);
    expect(roundRating(null)).toBeNull();
    expect(roundRating(Number.NaN)).toBeNull();
  });
});

describe('ReviewInputSchema', () => {
  const valid = { produit_id: 3, note: 4, texte: '  Une crème vraiment agréable.  ' };

  it('takes a rating, an optional title and a trimmed text', () => {
    expect(ReviewInputSchema.parse(valid)).toEqual({ ...valid, texte: 'Une crème vraiment agréable.' });
    expect(ReviewInputSchema.parse({ ...valid, titre: ' Top ' }).titre).toBe('Top');
  });

  it('refuses a rating outside 1 to 5, a short or long text and a long title', () => {
    for (const note of [0, 6, 4.5, '5']) {
      expect(ReviewInputSchema.safeParse({ ...valid, note }).success, String(note)).toBe(false);
    }
    expect(ReviewInputSchema.safeParse({ ...valid, texte: 'Bof' }).success).toBe(false);
    expect(ReviewInputSchema.safeParse({ ...valid, texte: 'x'.repeat(2_001) }).success).toBe(false);
    expect(ReviewInputSchema.safeParse({ ...valid, titre: 'x'.repeat(121) }).success).toBe(false);
    expect(ReviewInputSchema.safeParse({ ...valid, produit_id: 0 }).success).toBe(false);
  });
});
