import type { Locale } from '@boutique/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../../test/render-app.tsx';
import { useDeliveryText } from './use-delivery-text.ts';

function Lead({ delais }: { delais: number[] }) {
  return <p data-testid="lead">{useDeliveryText(delais)}</p>;
}

async function leadText(delais: number[], locale: Locale) {
  await renderInApp(<Lead delais={delais} />, { locale });
  return screen.getByTestId('lead').textContent;
}

describe('delivery lead text', () => {
  it('is the domain’s French text on French pages', async () => {
    expect(await leadText([4, 2], 'fr')).toBe('2 à 4 jours');
  });

  it('speaks the page’s language for every case the domain distinguishes', async () => {
    expect(await leadText([4, 2], 'en')).toBe('2 to 4 days');
  });

  it('translates a single day count', async () => {
    expect(await leadText([1], 'de')).toBe('1 Tag');
  });

  it('translates the lack of a lead time', async () => {
    expect(await leadText([], 'es')).toBe('Sin plazo fijo, normalmente 30 días');
  });

  it('translates immediate delivery', async () => {
    expect(await leadText([0], 'en')).toBe('Immediate');
  });
});
