import { FUNNEL_STEPS, type StatsReport } from '@boutique/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeApiStandIn } from '../../test/api-stand-in.ts';
import { readablePrice } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { storeAdminSession } from '../../test/admin-session.ts';
import { change, parisDay, presetPeriod, readPeriod } from './stats-period.ts';
import { loadBackOffice } from '../../test/load-back-office.ts';

const drawn = vi.hoisted(() => [] as unknown[][]);
vi.mock('uplot', () => ({
  default: class {
    constructor(_options: unknown, data: unknown[]) {
      drawn.push(data);
    }
    destroy() {}
  },
}));

const ranked = (valeur: string, visites: number) => ({ valeur, visites, vues: visites * 2 });
/** The visits at each step of the funnel, from the visit to the purchase. */
const funnelVisits = (...visites: number[]) =>
  FUNNEL_STEPS.map((etape, step) => ({ etape, visites: visites[step] ?? 0 }));

const REPORT: StatsReport = {
  code: 200,
  du: '2026-02-01',
  au: '2026-02-03',
  totaux: { visites: 112, vues: 400, unites: 9, ca_ttc: 45_000 },
  precedent: { du: '2026-01-29', au: '2026-01-31', visites: 100, vues: 500, unites: 9, ca_ttc: 0 },
  jours: [
    { jour: '2026-02-01', visites: 30, vues: 100 },
    { jour: '2026-02-02', visites: 40, vues: 150 },
    { jour: '2026-02-03', visites: 42, vues: 150 },
  ],
  pages: [ranked('/fr/produits/creme-caviar', 80), ranked('/fr', 60)],
  sources: [ranked('google.com', 50), ranked('', 40)],
  appareils: [ranked('mobile', 70), ranked('ordinateur', 42)],
  navigateurs: [ranked('Safari', 60)],
  langues: [ranked('fr', 100)],
  pays: [ranked('FR', 90), ranked('BE', 12)],
  tunnel: funnelVisits(112, 56, 14, 7, 5, 4),
  produits: [
    { produit_id: 4, label: 'Crème au caviar', vues: 200, ajouts: 10, commandes: 4, unites: 6, ca_ttc: 36_000 },
  ],
};

const EMPTY: StatsReport = {
  ...REPORT,
  totaux: { visites: 0, vues: 0, unites: 0, ca_ttc: 0 },
  jours: [],
  pages: [],
  produits: [],
};

async function renderStats(
  path = '/fr/ad/stats?du=2026-02-01&au=2026-02-03',
  report: StatsReport | 'pending' = REPORT,
) {
  const server = makeApiStandIn({
    'GET /admin/stats': report === 'pending' ? 'pending' : { body: report },
    'GET /admin/relances-panier': { body: { code: 200, envoyees: 12, recuperes: 3, chiffre_affaires: 54_070 } },
  });
  const view = await renderApp(path, { basketServer: server });
  await screen.findByRole('heading', { level: 1, name: 'Statistiques d’audience' }, { timeout: 5000 });
  return { server, view };
}

const region = (name: string) => screen.getByRole('region', { name });
const spaced = (text: string | null | undefined) => (text ?? '').replace(/\s/gu, ' ');

describe('admin stats screen', () => {
  beforeAll(loadBackOffice, 60_000);
  beforeEach(() => storeAdminSession());

  it('renders the period’s report: KPIs with their change, chart, funnel, products and dimensions', async () => {
    const { server } = await renderStats();
    const visits = await screen.findByRole('region', { name: 'Visites' });
    expect(server.callsTo('GET /admin/stats')[0]?.path).toBe('/admin/stats?du=2026-02-01&au=2026-02-03');
    expect(spaced(visits.textContent)).toContain('112');
    // The change is said in words, not by colour alone.
    expect(within(visits).getByText('+12 %')).toBeTruthy();
    expect(within(visits).getByText('en hausse de 12 % par rapport à la période précédente')).toBeTruthy();
    expect(
      within(region('Pages vues')).getByText('en baisse de 20 % par rapport à la période précédente'),
    ).toBeTruthy();
    expect(within(region('Unités vendues')).getByText('stable par rapport à la période précédente')).toBeTruthy();
    const revenue = region('Chiffre d’affaires TTC');
    expect(readablePrice(revenue.textContent ?? '')).toContain('450,00 €');
    expect(within(revenue).getByText('Pas de comparaison : rien sur la période précédente.')).toBeTruthy();
    // The chart's figures, as a table.
    const daily = region('Visites et pages vues par jour');
    expect(within(daily).getAllByRole('row')).toHaveLength(4);
    await waitFor(() => expect(drawn.at(-1)?.[1]).toEqual([30, 40, 42]));
    // The funnel: each step against the one before.
    const funnel = region('Tunnel de conversion');
    const cart = within(funnel).getByText('Ajout au panier').closest('tr') as HTMLTableRowElement;
    expect(spaced(cart.textContent)).toContain('25 %');
    const products = region('Produits');
    const row = within(products).getByText('Crème au caviar').closest('tr') as HTMLTableRowElement;
    expect(readablePrice(row.textContent ?? '')).toContain('360,00 €');
    expect(spaced(row.textContent)).toContain('5 %');
    expect(within(region('Pages les plus vues')).getByText('/fr/produits/creme-caviar')).toBeTruthy();
    // A ranking that scrolls sideways is reached from the keyboard, named by its title.
    const scrolling = within(region('Pages les plus vues')).getByRole('group', {
      name: 'Tableau : Pages les plus vues',
    });
    expect(scrolling.tabIndex).toBe(0);
    expect(within(region('Sources')).getByText('(inconnu)')).toBeTruthy();
    expect(within(region('Pays')).getByText('BE')).toBeTruthy();
    expect(within(region('Appareils')).getByText('mobile')).toBeTruthy();
    expect(within(region('Navigateurs')).getByText('Safari')).toBeTruthy();
    expect(within(region('Langues')).getByText('fr')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Statistiques' }).getAttribute('aria-current')).toBe('page');
  });

  it('puts the chosen period in the address: presets and dates', async () => {
    const { server, view } = await renderStats();
    await screen.findByRole('region', { name: 'Visites' });
    const week = presetPeriod('7j', parisDay());
    fireEvent.click(screen.getByRole('button', { name: '7 jours' }));
    await waitFor(() => expect(view.currentPath()).toBe(`/fr/ad/stats?du=${week.du}&au=${week.au}`));
    await waitFor(() =>
      expect(server.callsTo('GET /admin/stats').at(-1)?.path).toBe(`/admin/stats?du=${week.du}&au=${week.au}`),
    );
    expect(screen.getByRole('button', { name: '7 jours' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.change(screen.getByLabelText('Du'), { target: { value: '2026-01-15' } });
    await waitFor(() => expect(view.currentPath()).toBe(`/fr/ad/stats?du=2026-01-15&au=${week.au}`));
  });

  it('says it is loading, then that the period has no visit', async () => {
    const { view } = await renderStats(undefined, 'pending');
    expect(screen.getByText('Chargement des statistiques…')).toBeTruthy();
    view.unmount();
    await renderStats(undefined, EMPTY);
    expect(await screen.findByText('Aucune visite sur cette période')).toBeTruthy();
  });

  it('says why the report cannot be read', async () => {
    const server = makeApiStandIn({
      'GET /admin/stats': { status: 500, body: { code: 500, message: 'Erreur interne.', errors: {} } },
      'GET /admin/relances-panier': { body: { code: 200, envoyees: 0, recuperes: 0, chiffre_affaires: 0 } },
    });
    await renderApp('/fr/ad/stats', { basketServer: server });
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveProperty(
      'textContent',
      'Erreur : Erreur interne.',
    );
  });

  it('computes the presets in Paris days, and the changes', () => {
    expect(presetPeriod('7j', '2026-03-15')).toEqual({ du: '2026-03-09', au: '2026-03-15' });
    expect(presetPeriod('30j', '2026-03-15')).toEqual({ du: '2026-02-14', au: '2026-03-15' });
    expect(presetPeriod('mois', '2026-03-15')).toEqual({ du: '2026-03-01', au: '2026-03-15' });
    expect(presetPeriod('mois_precedent', '2026-03-15')).toEqual({ du: '2026-02-01', au: '2026-02-28' });
    expect(presetPeriod('mois_precedent', '2026-01-05')).toEqual({ du: '2025-12-01', au: '2025-12-31' });
    expect(presetPeriod('12m', '2026-03-15')).toEqual({ du: '2025-03-16', au: '2026-03-15' });
    expect(readPeriod('?du=2026-02-03&au=2026-02-01', '2026-03-15')).toEqual({ du: '2026-02-14', au: '2026-03-15' });
    expect(parisDay(new Date('2026-03-14T23:30:00Z'))).toBe('2026-03-15');
    expect(change(112, 100)).toBe(12);
    expect(change(5, 0)).toBeNull();
  });
  it('shows the period’s basket reminders: sent, baskets recovered and their revenue', async () => {
    const { server } = await renderStats();
    const panel = await screen.findByRole('region', { name: 'Relances de panier' });
    await within(panel).findByText('12');
    expect(within(panel).getByText('3')).toBeTruthy();
    expect(readablePrice(within(panel).getByText(/540,70/u).textContent ?? '')).toBe('540,70 €');
    expect(server.callsTo('GET /admin/relances-panier').map((call) => call.path)).toEqual([
      '/admin/relances-panier?du=2026-02-01&au=2026-02-03',
    ]);
  });
});
