import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../../test/render-app.tsx';
import { FAQ_SECTION_TITLES } from '@boutique/domain';
import { FAQS, makeFaq, stubContentApi } from '../test/content-fixtures.ts';
import { MESSAGES } from '../../../test/render-app.tsx';
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

  it('heads the back office’s "market" and "tech" sections for shoppers, never with their internal names', async () => {
    const faqs = [
      ...FAQS,
      makeFaq({ id: 20, produit_id: 1, type: 'market', ordre: 1, question: 'Le soin signature', reponse: 'Élu.' }),
      makeFaq({ id: 21, produit_id: 1, type: 'tech', ordre: 1, question: 'Formule', reponse: 'Fluide.' }),
    ];
    stubContentApi({ faqs });
    await renderInApp(<ProductContentSections produitId={1} principeIds={[]} />);
    expect(await screen.findByRole('button', { name: 'Points forts' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Fiche technique' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^(Commercial|Technique)$/u })).toBeNull();
  });

  it.each(Object.keys(MESSAGES) as (keyof typeof MESSAGES)[])(
    'has a shopper’s heading for every section kind in %s',
    (language) => {
      const headings = (MESSAGES[language] as { faq: { sections: Record<string, string> } }).faq.sections;
      for (const kind of Object.keys(FAQ_SECTION_TITLES)) {
        expect(headings[kind]).toBeTruthy();
        expect(headings[kind]).not.toMatch(/^(Commercial|Technique|Market|Tech)$/iu);
      }
      if (language === 'fr') expect(headings).toEqual(FAQ_SECTION_TITLES);
    },
  );
});
