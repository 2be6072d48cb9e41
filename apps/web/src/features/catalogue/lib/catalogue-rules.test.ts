import { describe, expect, it } from 'vitest';
import { CATALOGUE, CREME, GAMME_ABSOLU, makeProduit, MOUSSE, SERUM } from '../../../test/fixtures.ts';
import { listOnline } from '../api/get-produits.ts';
import { findDefaultDeclinaison } from './default-declinaison.ts';
import { firstSentence } from '@boutique/domain';
import { groupByGamme } from './group-by-gamme.ts';
import { productIdSlug } from './product-path.ts';

describe('catalogue rules of the web app', () => {
  it('groups products by range in range order, keeping the server’s order within a range', () => {
    const groups = groupByGamme(listOnline(CATALOGUE));
    expect(groups.map((group) => group.gamme?.tag.label)).toEqual(['Caviar Essentiel', 'Caviar Absolu']);
    expect(groups[1]?.produits.map(({ id }) => id)).toEqual([CREME.id, SERUM.id]);
  });

  it('puts products without a range last', () => {
    const loose = makeProduit({ id: 20, gamme: null });
    const groups = groupByGamme([loose, makeProduit({ id: 21, gamme: GAMME_ABSOLU })]);
    expect(groups.map((group) => group.gamme?.id ?? null)).toEqual([GAMME_ABSOLU.id, null]);
  });

  it('never lists an offline product', () => {
    expect(listOnline(CATALOGUE).map(({ id }) => id)).toEqual([3, 1, 5]);
  });

  it('cuts a text after its first sentence, not at a decimal point', () => {
    expect(firstSentence('Riche à 2.5 % de caviar. Deuxième phrase.')).toBe('Riche à 2.5 % de caviar.');
    expect(firstSentence('Un regard reposé ! Et lumineux.')).toBe('Un regard reposé !');
    expect(firstSentence('Sans point final')).toBe('Sans point final');
  });

  it('picks the default variant, else the first one', () => {
    expect(findDefaultDeclinaison(MOUSSE)?.id).toBe(1);
    expect(findDefaultDeclinaison({ ...MOUSSE, default_declinaison_id: 99 })?.id).toBe(1);
    expect(findDefaultDeclinaison({ ...MOUSSE, declinaisons: [] })).toBeNull();
  });

  it('builds the product route parameter from the server’s slug, else from the label', () => {
    expect(productIdSlug(MOUSSE)).toBe('1-mousse-nettoyante-perle-de-caviar');
    expect(productIdSlug({ id: 4, slug: '', label: 'Crème Riche' })).toBe('4-creme-riche');
  });
});
