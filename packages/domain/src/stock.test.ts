import { describe, expect, it } from 'vitest';
import {
  describeAvailability,
  describeStock,
  formatRestockDate,
  hasPurchasableVariant,
  isPurchasable,
} from './stock.ts';

const withStock = (total: number | null, reassort: { date: string; mouvement: number } | null = null) => ({
  stock: total === null ? null : { total },
  reassort,
});

describe('describeStock', () => {
  it('says there is no stock information when the variant is not tracked', () => {
    expect(describeStock(withStock(null))).toMatchObject({
      text: 'Aucune info de stock',
      tone: 'danger',
      available: 0,
    });
  });

  it('says out of stock at zero', () => {
    expect(describeStock(withStock(0))).toMatchObject({
      key: 'panier.en_rupture_stock',
      text: 'En rupture de stock',
      tone: 'danger',
      isFlagged: true,
    });
  });

  it('limits to one copy, or to N copies, below the requested quantity', () => {
    expect(describeStock(withStock(1), 2).text).toBe('Stock limité à un exemplaire');
    expect(describeStock(withStock(3), 5)).toMatchObject({
      key: 'panier.limite_x_exemplaires',
      values: { count: 3 },
      text: 'Stock limité à 3 exemplaires',
      tone: 'danger',
    });
  });

  it('shows the count in stock when it covers the request, without flagging it', () => {
    expect(describeStock(withStock(12))).toMatchObject({
      key: 'panier.en_stock',
      text: '12 en stock',
      tone: 'success',
      isFlagged: false,
      available: 12,
    });
    expect(describeStock(withStock(1)).text).toBe('1 en stock');
    expect(describeStock(withStock(5), 5).text).toBe('5 en stock');
  });

  it('announces the restock date when the coming movement covers the request', () => {
    const label = describeStock(withStock(0, { date: '2026-12-15', mouvement: 24 }));
    expect(label).toMatchObject({ key: 'panier.en_stock_le', text: 'En stock le 15 décembre 2026' });
    expect(describeStock(withStock(2, { date: '2026-12-15', mouvement: 10 }), 5).text).toBe(
      'En stock le 15 décembre 2026',
    );
  });

  it('ignores a restock that would not cover the request', () => {
    expect(describeStock(withStock(0, { date: '2026-12-15', mouvement: 1 })).text).toBe('En rupture de stock');
  });

  it('formats restock dates in French whatever the time zone', () => {
    expect(formatRestockDate('2027-01-01')).toBe('1 janvier 2027');
    expect(formatRestockDate('2027-01-01T23:30:00.000Z')).toBe('1 janvier 2027');
  });
});

describe('describeAvailability', () => {
  const variant = (total: number | null, reassort: { date: string; mouvement: number } | null = null) => ({
    ...withStock(total, reassort),
    delais: [] as number[],
  });

  it('promises the lead time, or the default one, only for what is in stock', () => {
    expect(describeAvailability({ ...variant(5), delais: [4, 2] })).toMatchObject({
      stock: { text: '5 en stock' },
      delivery: { key: 'livraison.intervalle', values: { min: 2, max: 4 }, text: '2 à 4 jours' },
      canAdd: true,
    });
    expect(describeAvailability(variant(5)).delivery?.text).toBe('Aucun délai, généralement 30 jours');
  });

  it('never promises a delivery beside "En rupture de stock" or an untracked stock', () => {
    for (const info of [variant(0), variant(null), variant(-2)]) {
      expect(describeAvailability(info)).toMatchObject({ delivery: null, canAdd: false });
    }
    expect(describeAvailability(variant(0)).stock.text).toBe('En rupture de stock');
  });

  it('dates the delivery from the restock when the variant waits for one', () => {
    expect(describeAvailability(variant(0, { date: '2026-12-15', mouvement: 10 }))).toMatchObject({
      stock: { text: 'En stock le 15 décembre 2026' },
      delivery: { key: 'livraison.des_le', text: 'Expédié à partir du 15 décembre 2026' },
      canAdd: false,
    });
  });

  it('can add only while the stock covers the requested quantity', () => {
    expect(describeAvailability(variant(3), 3).canAdd).toBe(true);
    expect(describeAvailability(variant(3), 4)).toMatchObject({
      stock: { key: 'panier.limite_x_exemplaires' },
      delivery: { key: 'livraison.defaut' },
      canAdd: false,
    });
  });
});

describe('isPurchasable / hasPurchasableVariant', () => {
  it('sells a variant with units for sale, and nothing sold out or of unknown stock', () => {
    expect(isPurchasable(3)).toBe(true);
    expect(isPurchasable(0)).toBe(false);
    expect(isPurchasable(null)).toBe(false);
    expect(hasPurchasableVariant([0, null, 1])).toBe(true);
    expect(hasPurchasableVariant([0, null])).toBe(false);
    expect(hasPurchasableVariant([])).toBe(false);
  });
});
