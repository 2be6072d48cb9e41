import type { AvailabilityInfo, Locale } from '@boutique/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../test/render-app.tsx';
import { useAvailability } from './use-availability.ts';

function Lines({ info }: { info: AvailabilityInfo }) {
  const { stock, delivery } = useAvailability(info);
  return (
    <>
      <p data-testid="stock">{stock.text}</p>
      <p data-testid="delivery">{delivery ?? '—'}</p>
    </>
  );
}

const inStock = (delais: number[]): AvailabilityInfo => ({ stock: { total: 5 }, reassort: null, delais });

async function lines(info: AvailabilityInfo, locale: Locale) {
  await renderInApp(<Lines info={info} />, { locale });
  return [screen.getByTestId('stock').textContent, screen.getByTestId('delivery').textContent];
}

describe('availability lines', () => {
  it('gives the domain’s French delivery lead on French pages', async () => {
    expect(await lines(inStock([4, 2]), 'fr')).toEqual(['5 en stock', '2 à 4 jours']);
  });

  it('speaks the page’s language for every lead the domain distinguishes', async () => {
    expect((await lines(inStock([4, 2]), 'en'))[1]).toBe('2 to 4 days');
  });

  it('translates a single day count', async () => {
    expect((await lines(inStock([1]), 'de'))[1]).toBe('1 Tag');
  });

  it('translates the lack of a lead time', async () => {
    expect((await lines(inStock([]), 'es'))[1]).toBe('Sin plazo fijo, normalmente 30 días');
  });

  it('translates immediate delivery', async () => {
    expect((await lines(inStock([0]), 'en'))[1]).toBe('Immediate');
  });

  it('promises no delivery beside a sold-out or untracked stock', async () => {
    expect(await lines({ stock: { total: 0 }, reassort: null, delais: [] }, 'fr')).toEqual([
      'En rupture de stock',
      '—',
    ]);
  });

  it('dates the delivery from the restock, in the page’s language', async () => {
    const info = { stock: { total: 0 }, reassort: { date: '2026-12-15', mouvement: 10 }, delais: [] };
    expect(await lines(info, 'en')).toEqual(['Back in stock on 15 December 2026', 'Ships from 15 December 2026']);
  });
});
