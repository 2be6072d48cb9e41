import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SHOP_INFO } from '../test/content-fixtures.ts';
import { renderContentApp } from '../test/render-content-app.tsx';

describe('legal pages', () => {
  it('shows the company identity from the API on the legal notice', async () => {
    await renderContentApp('/fr/conditions/mentions-legales');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mentions légales' })).toBeTruthy();
    const identity = await screen.findByText('Raison sociale');
    const card = identity.closest('dl') as HTMLElement;
    for (const value of [
      SHOP_INFO.nom,
      SHOP_INFO.rcs,
      SHOP_INFO.siret,
      SHOP_INFO.tva,
      SHOP_INFO.capital,
      SHOP_INFO.hebergeur,
    ]) {
      expect(within(card).getByText(value)).toBeTruthy();
    }
    expect(within(card).getByText('1 rue de l’Essai, 75001 Paris, France')).toBeTruthy();
    expect(within(card).getByRole('link', { name: SHOP_INFO.email }).getAttribute('href')).toBe(
      `mailto:${SHOP_INFO.email}`,
    );
    expect(screen.getByText(/Le directeur de la publication est Camille Essai/u)).toBeTruthy();
    expect(screen.getByText(`Le site est hébergé par ${SHOP_INFO.hebergeur}.`)).toBeTruthy();
    expect(document.body.textContent).not.toContain('{{');
    await waitFor(() => expect(document.title).toBe('Mentions légales – Maison Orcaviar'));
  });

  it('fills the identity into the other texts too', async () => {
    await renderContentApp('/fr/conditions/generales-vente');
    expect(await screen.findByText(/Maison Test SAS, au capital de 10 000 €, RCS Paris 123 456 789/u)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Article 13 – Médiation de la consommation' })).toBeTruthy();
  });

  it('marks the current page in the tabs between legal pages, which control the page shown', async () => {
    await renderContentApp('/fr/conditions/retours');
    const nav = await screen.findByRole('navigation', { name: 'Pages légales' });
    const tabs = within(within(nav).getByRole('tablist', { name: 'Pages légales' })).getAllByRole('tab');
    expect(tabs).toHaveLength(6);
    expect(tabs.every((tab) => tab.tagName === 'A')).toBe(true);
    const current = tabs.filter((tab) => tab.getAttribute('aria-selected') === 'true');
    expect(current.map((tab) => tab.textContent)).toEqual(['Rétractation et retours']);
    expect(current[0]?.getAttribute('aria-current')).toBe('page');
    const panel = screen.getByRole('tabpanel', { name: 'Rétractation et retours' });
    expect(current[0]?.getAttribute('aria-controls')).toBe(panel.id);
    expect(await screen.findByText(/articles L221-18 et suivants du Code de la consommation/u)).toBeTruthy();
  });

  it('lists every legal page on the index', async () => {
    await renderContentApp('/fr/conditions');
    const list = (await screen.findByRole('heading', { level: 2, name: 'Mentions légales' })).closest(
      'ul',
    ) as HTMLElement;
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/fr/conditions/mentions-legales',
      '/fr/conditions/generales-vente',
      '/fr/conditions/retours',
      '/fr/conditions/generales-utilisations',
      '/fr/conditions/confidentialite',
      '/fr/conditions/cookies',
    ]);
  });

  it('translates headings in another language and says the French version prevails', async () => {
    await renderContentApp('/en/conditions/confidentialite');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Your rights' })).toBeTruthy();
    expect(screen.getByRole('note').textContent).toContain('Only the French version is legally binding.');
    // The body is the English text, with the identity filled in, and nothing is marked as French.
    expect(await screen.findByText(/a right to rectification of inaccurate or incomplete data/u)).toBeTruthy();
    expect(
      screen.getByText(
        new RegExp(`The controller of the personal data collected on the site is ${SHOP_INFO.nom}`, 'u'),
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/droit de rectification/u)).toBeNull();
    expect(document.querySelector('article [lang="fr"]')).toBeNull();
  });

  it.each([
    ['de', 'mentions-legales', `Die Website wird gehostet von ${SHOP_INFO.hebergeur}.`],
    ['es', 'retours', /dispone de un plazo de catorce \(14\) días para ejercer su derecho de desistimiento/u],
    ['en', 'generales-vente', /These general terms of sale \(“GTS”\) govern distance sales/u],
  ] as const)('shows the %s text of %s', async (locale, slug, text) => {
    await renderContentApp(`/${locale}/conditions/${slug}`);
    expect(await screen.findByText(text)).toBeTruthy();
    expect(document.body.textContent).not.toContain('{{');
  });

  it('sends an unknown legal page to the error page', async () => {
    const { currentPath } = await renderContentApp('/fr/conditions/inconnue');
    await waitFor(() => expect(currentPath()).toBe('/fr/erreur?code=404'));
  });
});
