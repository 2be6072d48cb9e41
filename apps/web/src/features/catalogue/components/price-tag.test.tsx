import { formatEuros } from '@boutique/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeDeclinaison, readablePrice } from '../../../test/fixtures.ts';
import { renderInApp } from '../../../test/render-app.tsx';
import { PriceTag } from './price-tag.tsx';

/** On sale at 44,00 € from 55,00 €, its lowest price of the 30 days before the sale 49,00 €. */
const onSale = makeDeclinaison({
  prix_ht: 3667,
  prix_ttc: 4400,
  prix_initial_ht: 4583,
  prix_initial_ttc: 5500,
  prix_anterieur_ht: 4083,
  prix_anterieur_ttc: 4900,
});

const priorLine = () => screen.queryByText(/30/u);

describe('PriceTag beside a reduction', () => {
  it('shows the lowest price of the last 30 days in French', async () => {
    await renderInApp(<PriceTag item={onSale} size="page" />);
    expect(readablePrice(priorLine()?.textContent ?? '')).toBe(
      `Prix le plus bas des 30 derniers jours : ${readablePrice(formatEuros(4900))}`,
    );
  });

  it('measures the announced reduction from that price, not from the struck initial price', async () => {
    const { container } = await renderInApp(<PriceTag item={onSale} size="page" />);
    expect(readablePrice(container.querySelector('s')?.textContent ?? '')).toBe(
      `Prix initial : ${readablePrice(formatEuros(4900))}`,
    );
  });

  it('shows it in English with the page’s number format', async () => {
    await renderInApp(<PriceTag item={onSale} />, { locale: 'en' });
    expect(readablePrice(priorLine()?.textContent ?? '')).toBe(
      `Lowest price in the last 30 days: ${readablePrice(formatEuros(4900, 'en-GB'))}`,
    );
  });

  it('shows it in German', async () => {
    await renderInApp(<PriceTag item={onSale} />, { locale: 'de' });
    expect(priorLine()?.textContent).toMatch(/^Niedrigster Preis der letzten 30 Tage: /u);
  });

  it('announces no reduction when the prior price is unknown or not above the price', async () => {
    const unknown = await renderInApp(
      <PriceTag item={{ ...onSale, prix_anterieur_ht: null, prix_anterieur_ttc: null }} />,
    );
    expect(screen.getByText(readablePrice(formatEuros(4400)))).toBeTruthy();
    expect(priorLine()).toBeNull();
    expect(unknown.container.querySelector('s')).toBeNull();
    unknown.unmount();
    const lower = await renderInApp(
      <PriceTag item={{ ...onSale, prix_anterieur_ht: 3500, prix_anterieur_ttc: 4200 }} />,
    );
    expect(lower.container.querySelector('s')).toBeNull();
  });

  it('shows no reference without a reduction', async () => {
    await renderInApp(<PriceTag item={{ ...onSale, prix_initial_ht: null, prix_initial_ttc: null }} />);
    expect(priorLine()).toBeNull();
  });
});

describe('PriceTag of a variant that declares its content', () => {
  const bottle = makeDeclinaison({ prix_ht: 4083, prix_ttc: 4900, contenance: 150, unite: 'ml' });
  const unitLine = () => screen.queryByText(/litre|kilo|Liter/u);

  it('shows the price per litre in French', async () => {
    await renderInApp(<PriceTag item={bottle} size="page" />);
    expect(readablePrice(unitLine()?.textContent ?? '')).toBe(`${readablePrice(formatEuros(32667))} le litre`);
  });

  it('shows the price per kilogram in German', async () => {
    await renderInApp(<PriceTag item={{ ...bottle, contenance: 200, unite: 'g' }} />, { locale: 'de' });
    expect(readablePrice(screen.getByText(/Kilogramm/u).textContent ?? '')).toBe(
      `${readablePrice(formatEuros(24500, 'de-DE'))} pro Kilogramm`,
    );
  });

  it('shows none when the content is not declared', async () => {
    await renderInApp(<PriceTag item={{ ...bottle, contenance: null, unite: null }} />);
    expect(unitLine()).toBeNull();
  });
});
