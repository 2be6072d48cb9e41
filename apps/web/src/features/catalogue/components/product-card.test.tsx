import { formatEuros } from '@boutique/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CREME, MOUSSE, SERUM, readablePrice } from '../../../test/fixtures.ts';
import { renderInApp } from '../../../test/render-app.tsx';
import { ProductCard } from './product-card.tsx';

describe('ProductCard', () => {
  it('is an article whose heading links to the product page by its name', async () => {
    await renderInApp(<ProductCard produit={MOUSSE} />);
    const article = screen.getByRole('article');
    const heading = within(article).getByRole('heading', { level: 3 });
    const link = within(heading).getByRole('link', { name: 'Mousse Nettoyante Perle de Caviar' });
    expect(link.getAttribute('href')).toBe('/fr/cosmetique/1-mousse-nettoyante-perle-de-caviar');
  });

  it('shows the first sentence of the catch line', async () => {
    await renderInApp(<ProductCard produit={MOUSSE} />);
    expect(screen.getByText('La pureté d’une peau nette, la douceur d’un soin.')).toBeTruthy();
    expect(screen.queryByText(/Sans parfum/u)).toBeNull();
  });

  it('falls back on the description’s first sentence when there is no catch line', async () => {
    await renderInApp(<ProductCard produit={CREME} />);
    expect(screen.getByText('Une texture riche et fondante pour un teint lumineux.')).toBeTruthy();
  });

  it('shows the default variant’s TTC price with its initial price struck through', async () => {
    const { container } = await renderInApp(<ProductCard produit={MOUSSE} />);
    expect(screen.getByText(readablePrice(formatEuros(4900)))).toBeTruthy();
    const struck = container.querySelector('s');
    expect(readablePrice(struck?.textContent ?? '')).toBe(`Prix initial : ${readablePrice(formatEuros(5500))}`);
  });

  it('formats the price for the page’s language', async () => {
    await renderInApp(<ProductCard produit={MOUSSE} />, { locale: 'en' });
    expect(screen.getByText(readablePrice(formatEuros(4900, 'en-GB')))).toBeTruthy();
    expect(screen.getByRole('link').getAttribute('href')).toBe('/en/cosmetique/1-mousse-nettoyante-perle-de-caviar');
  });

  it('shows the default variant’s stock in words and colour', async () => {
    await renderInApp(<ProductCard produit={MOUSSE} />);
    const label = screen.getByText('64 en stock');
    expect(label.getAttribute('data-tone')).toBe('success');
  });

  it('announces a restock date when the variant is sold out but restocked soon', async () => {
    await renderInApp(<ProductCard produit={CREME} />);
    expect(screen.getByText('En stock le 15 décembre 2026').getAttribute('data-tone')).toBe('warning');
  });

  it('writes the restock date in the page’s language', async () => {
    await renderInApp(<ProductCard produit={CREME} />, { locale: 'en' });
    expect(screen.getByText('Back in stock on 15 December 2026')).toBeTruthy();
  });

  it('warns when the stock is not tracked', async () => {
    await renderInApp(<ProductCard produit={SERUM} />);
    expect(screen.getByText('Aucune info de stock').getAttribute('data-tone')).toBe('danger');
  });

  it('draws the product’s main picture in WebP and JPEG, with the brand in its alt text', async () => {
    const { container } = await renderInApp(<ProductCard produit={MOUSSE} />);
    const image = screen.getByRole('img', { name: 'Mousse Nettoyante Perle de Caviar – Maison Orcaviar' });
    expect(image.getAttribute('src')).toBe('/media/produit/1/640.jpg');
    expect(image.getAttribute('width')).toBe('1200');
    expect(image.getAttribute('height')).toBe('1500');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(container.querySelector('source')?.getAttribute('srcset')).toContain('/media/produit/1/480.webp 480w');
  });
});
