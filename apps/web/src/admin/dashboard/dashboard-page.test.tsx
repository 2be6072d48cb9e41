import type { Dashboard } from '@boutique/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeApiStandIn } from '../../test/api-stand-in.ts';
import { readablePrice } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { storeAdminSession } from '../../test/admin-session.ts';
import { monthEnd } from './list-links.ts';
import { loadBackOffice } from '../../test/load-back-office.ts';

const FIGURES: Dashboard = {
  // The address the tests' page runs at: links and downloads reach the shop from here.
  adresse_publique: window.location.origin,
  jour: '2026-02-10',
  mois: '2026-02-01',
  ventes_jour: { count: 2, ttc: 34_690, test: 1 },
  ventes_mois: { count: 41, ttc: 1_234_500, test: 0 },
  a_expedier: 7,
  liens_impayes: 3,
  lots_proches: { total: 0, jours: 90 },
  stock_bas: {
    total: 12,
    declinaisons: [
      { id: 31, produit_id: 4, produit: 'Crème au caviar', label: 'Pot 50 ml', stock: 0, seuil: 5 },
      { id: 32, produit_id: 5, produit: 'Sérum perle', label: 'Flacon 30 ml', stock: 2, seuil: 3 },
    ],
  },
  audience: {
    visites_jour: 1_234,
    semaine: { du: '2026-02-04', au: '2026-02-10', visites: 800, achats: 20, commandes: 20 },
  },
  dernieres: [
    {
      hash: '8f1e0a52-4c1b-4a8e-9d0c-2b6f3e9a7c11',
      numero: 'OC-2026-000042',
      statut: 'payee',
      created: '2026-02-10T09:30:00.000Z',
      total_ttc: 24_690,
      test: true,
      client: 'Camille Durand',
    },
  ],
};

const EMPTY: Dashboard = {
  ...FIGURES,
  ventes_jour: { count: 0, ttc: 0, test: 0 },
  a_expedier: 0,
  stock_bas: { total: 0, declinaisons: [] },
  dernieres: [],
};

const tile = (name: string) => screen.getByRole('region', { name });

async function renderDashboard(data: Dashboard | 'pending' = FIGURES) {
  const server = makeApiStandIn({
    'GET /admin/dashboard': data === 'pending' ? 'pending' : { body: { code: 200, data } },
  });
  const view = await renderApp('/fr/ad/dash', { basketServer: server });
  await screen.findByRole('heading', { level: 1, name: 'Tableau de bord' }, { timeout: 5000 });
  return { server, view };
}

describe('admin dashboard', () => {
  beforeAll(loadBackOffice, 60_000);
  beforeEach(() => storeAdminSession());

  it('shows each figure, and each tile opens its list filtered to match', async () => {
    await renderDashboard();
    const today = await screen.findByRole('region', { name: 'Ventes du jour' });
    expect(readablePrice(today.textContent ?? '')).toContain('346,90 €');
    expect(within(today).getByText('2 commandes')).toBeTruthy();
    // Test orders count, as in the statistics, and are said to be tests.
    expect(within(today).getByText('dont 1 commande de test')).toBeTruthy();
    expect(within(today).getByText('Test')).toBeTruthy();
    expect(within(today).getByRole('link', { name: 'Voir les ventes du jour' }).getAttribute('href')).toBe(
      '/fr/ad/commandes?statut=encaissees&du=2026-02-10&au=2026-02-10',
    );
    const month = tile('Ventes du mois');
    expect(readablePrice(month.textContent ?? '')).toContain('12 345,00 €');
    expect(within(month).getByRole('link', { name: 'Voir les ventes du mois' }).getAttribute('href')).toBe(
      '/fr/ad/commandes?statut=encaissees&du=2026-02-01&au=2026-02-28',
    );
    expect(within(month).queryByText('Test')).toBeNull();
    const toShip = tile('À expédier');
    expect(within(toShip).getByText('7')).toBeTruthy();
    expect(within(toShip).getByRole('link').getAttribute('href')).toBe('/fr/ad/commandes?statut=payee');
    expect(within(tile('Liens de paiement impayés')).getByText('3')).toBeTruthy();
    const stock = tile('Stock bas');
    expect(
      within(stock)
        .getByRole('link', { name: 'Crème au caviar – Pot 50 ml : 0 en stock (seuil 5)' })
        .getAttribute('href'),
    ).toBe('/fr/ad/produits/4');
    expect(within(stock).getByText('et 10 autre(s)')).toBeTruthy();
    expect(within(stock).getByRole('link', { name: 'Voir les produits concernés' }).getAttribute('href')).toBe(
      '/fr/ad/produits?stock_bas=true',
    );
    const latest = tile('Dernières commandes');
    const row = within(latest).getByText('OC-2026-000042').closest('tr') as HTMLTableRowElement;
    expect(within(row).getByText('Camille Durand')).toBeTruthy();
    expect(within(row).getByText('Payée')).toBeTruthy();
    expect(within(row).getByText('Test')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'OC-2026-000042' }).getAttribute('href')).toBe(
      '/fr/ad/commandes/8f1e0a52-4c1b-4a8e-9d0c-2b6f3e9a7c11',
    );
    expect(screen.getByRole('link', { name: 'Tableau de bord' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows the audience tiles from the rollups, each opening the statistics of its period', async () => {
    await renderDashboard();
    const visits = await screen.findByRole('region', { name: 'Visites du jour' });
    expect(visits.textContent?.replace(/\s/gu, ' ')).toContain('1 234');
    expect(within(visits).getByRole('link', { name: 'Voir les statistiques du jour' }).getAttribute('href')).toBe(
      '/fr/ad/stats?du=2026-02-10&au=2026-02-10',
    );
    const conversion = tile('Conversion sur 7 jours');
    expect(conversion.textContent?.replace(/\s/gu, ' ')).toContain('2,5 %');
    expect(within(conversion).getByText('20 commande(s) pour 800 visite(s)')).toBeTruthy();
    expect(
      within(conversion).getByRole('link', { name: 'Voir les statistiques des 7 jours' }).getAttribute('href'),
    ).toBe('/fr/ad/stats?du=2026-02-04&au=2026-02-10');
  });

  it('shows no conversion rate for a week without orders', async () => {
    const week = { du: '2026-02-04', au: '2026-02-10', visites: 800, achats: 3, commandes: 0 };
    await renderDashboard({ ...FIGURES, audience: { visites_jour: 40, semaine: week } });
    const conversion = await screen.findByRole('region', { name: 'Conversion sur 7 jours' });
    expect(conversion.textContent).not.toMatch(/%/u);
    expect(within(conversion).getByText('Aucune commande ces 7 jours : pas de taux à calculer.')).toBeTruthy();
  });

  it('warns, saying what to set, when the back office is opened at another address than PUBLIC_URL', async () => {
    const { view } = await renderDashboard();
    await screen.findByRole('region', { name: 'Ventes du jour' });
    expect(screen.queryByText(/PUBLIC_URL/u)).toBeNull();
    view.unmount();
    await renderDashboard({ ...FIGURES, adresse_publique: 'http://localhost:3999' });
    const alert = (await screen.findAllByRole('alert')).find((element) => element.textContent?.includes('PUBLIC_URL'));
    expect(alert?.textContent).toContain('utilisent l’adresse http://localhost:3999');
    expect(alert?.textContent).toContain(`depuis ${window.location.origin}`);
    expect(alert?.textContent).toContain('variable d’environnement PUBLIC_URL');
  });

  it('opens the orders list with the tile’s filters applied', async () => {
    const { server, view } = await renderDashboard();
    server.set('GET /commandes/paginator', {
      body: { code: 200, datas: [], total: 0, total_exact: true, page: 1, limit: 25 },
    });
    fireEvent.click(await screen.findByRole('link', { name: 'Voir les commandes à expédier' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Commandes' })).toBeTruthy();
    expect(view.currentPath()).toBe('/fr/ad/commandes?statut=payee');
    expect(server.callsTo('GET /commandes/paginator')[0]?.path).toContain('&statut=payee');
  });

  it('says it is loading, then what is empty', async () => {
    const { view } = await renderDashboard('pending');
    expect(screen.getByText('Chargement du tableau de bord…')).toBeTruthy();
    view.unmount();
    await renderDashboard(EMPTY);
    expect(await screen.findByText('Aucune déclinaison sous son seuil d’alerte.')).toBeTruthy();
    expect(screen.getByText('Aucune commande pour l’instant.')).toBeTruthy();
    expect(within(tile('Ventes du jour')).getByText('0 commande')).toBeTruthy();
  });

  it('offers to try again when the figures cannot be loaded', async () => {
    const server = makeApiStandIn({
      'GET /admin/dashboard': { status: 500, body: { code: 500, message: 'Erreur interne.', errors: {} } },
    });
    await renderApp('/fr/ad/dash', { basketServer: server });
    expect(
      await screen.findByText('Le tableau de bord n’a pas pu être chargé : Erreur interne.', {}, { timeout: 5000 }),
    ).toBeTruthy();
    server.set('GET /admin/dashboard', { body: { code: 200, data: FIGURES } });
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('region', { name: 'Ventes du jour' })).toBeTruthy();
  });

  it('knows the last day of each month', () => {
    expect(monthEnd('2026-02-01')).toBe('2026-02-28');
    expect(monthEnd('2028-02-01')).toBe('2028-02-29');
    expect(monthEnd('2026-12-01')).toBe('2026-12-31');
  });
});
