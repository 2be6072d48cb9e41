import { describe, expect, it } from 'vitest';
import { CREME, MOUSSE, OFFLINE, SERUM, makeProduit } from '../../../test/fixtures.ts';
import { relatedProducts } from './related-products.ts';

describe('relatedProducts', () => {
  it('keeps the associated online products of the list, in order, once, never the product itself', () => {
    const produit = makeProduit({
      ...CREME,
      associes: [SERUM.id, OFFLINE.id, 404, MOUSSE.id, SERUM.id, CREME.id].map((produit_associe_id) => ({
        produit_associe_id,
      })),
    });
    expect(relatedProducts(produit, [produit, MOUSSE, OFFLINE, SERUM]).map(({ id }) => id)).toEqual([
      SERUM.id,
      MOUSSE.id,
    ]);
  });

  it('is empty without associated products', () => {
    expect(relatedProducts(MOUSSE, [MOUSSE, SERUM])).toEqual([]);
  });
});
