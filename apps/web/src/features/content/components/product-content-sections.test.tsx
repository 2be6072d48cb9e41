import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../../test/render-app.tsx';
import { stubContentApi } from '../test/content-fixtures.ts';
import { ProductContentSections } from './product-content-sections.tsx';

describe('product content sections', () => {
  it('shows the product’s FAQ sections by kind with their titles, as collapsibles', async () => {
    stubContentApi();
    await renderInApp(<ProductContentSections produitId={1} principeIds={[2, 1]} />);
    const actif = await screen.findByRole('button', { name: 'Principes actifs' });
    const usage = screen.getByRole('button', { name: "Conseils d'utilisation" });
    expect(actif.compareDocumentPosition(usage) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Recommandé pour' })).toBeNull();
    fireEvent.click(usage);
    const panel = document.getElementById(usage.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(within(panel).getByText('Massez délicatement le visage humide.')).toBeTruthy();
  });

  it('translates the section titles', async () => {
    stubContentApi();
    await renderInApp(<ProductContentSections produitId={1} principeIds={[]} />, { locale: 'en' });
    expect(await screen.findByRole('button', { name: 'How to use' })).toBeTruthy();
  });

  it('links the product’s active ingredients to their pages, in their order', async () => {
    stubContentApi();
    await renderInApp(<ProductContentSections produitId={1} principeIds={[2, 1]} />);
    const region = await screen.findByRole('region', { name: 'Ses principes actifs' });
    const links = await within(region).findAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/fr/principe-actif/1-extrait-de-caviar',
      '/fr/principe-actif/2-poudre-de-nacre',
    ]);
  });
});
