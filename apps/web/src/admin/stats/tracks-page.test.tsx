import type { TracksSessionsAnswer, TracksTimelineAnswer } from '@boutique/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeApiStandIn } from '../../test/api-stand-in.ts';
import { renderApp } from '../../test/render-app.tsx';
import { storeAdminSession } from '../../test/admin-session.ts';
import { parisDay, presetPeriod } from './stats-period.ts';
import { loadBackOffice } from '../../test/load-back-office.ts';

const SESSIONS: TracksSessionsAnswer = {
  code: 200,
  du: '2026-02-01',
  au: '2026-02-07',
  page: 1,
  limit: 50,
  suivante: true,
  sessions: [
    {
      session_id: 'visite-soir-00000001',
      debut: '2026-02-07T19:00:00.000Z',
      fin: '2026-02-07T19:12:00.000Z',
      evenements: 9,
      pages: 4,
      appareil: 'mobile',
      pays: 'FR',
      source: 'lettre-fevrier',
    },
  ],
};

const event = (ts: string, type: TracksTimelineAnswer['evenements'][number]['type'], extra = {}) => ({
  ts,
  type,
  chemin: '/fr/accueil',
  langue: 'fr',
  theme: 'clair',
  version: '0.1.0',
  installe: false,
  affichage: 'browser',
  source: null,
  produit_id: null,
  quantite: null,
  etape: null,
  appareil: 'mobile',
  navigateur: 'Safari',
  systeme: 'iOS',
  pays: 'FR',
  ...extra,
});

const TIMELINE: TracksTimelineAnswer = {
  code: 200,
  du: '2026-02-01',
  au: '2026-02-07',
  session_id: 'visite-soir-00000001',
  tronque: false,
  evenements: [
    event('2026-02-07T19:00:00.000Z', 'page', { source: 'lettre-fevrier' }),
    event('2026-02-07T19:02:00.000Z', 'produit', { produit_id: 3, chemin: '/fr/cosmetique/3-creme' }),
    event('2026-02-07T19:03:00.000Z', 'panier', { produit_id: 3, quantite: 2 }),
  ],
};

describe('admin tracks screen', () => {
  beforeAll(loadBackOffice, 60_000);
  beforeEach(() => storeAdminSession());

  it('lists the last 7 days’ sessions, pages through them and opens a session’s timeline', async () => {
    const server = makeApiStandIn({
      'GET /admin/tracks': (call) => (call.path.includes('session=') ? { body: TIMELINE } : { body: SESSIONS }),
    });
    const view = await renderApp('/fr/ad/tracks', { basketServer: server });
    const week = presetPeriod('7j', parisDay());
    const link = await screen.findByRole('link', { name: 'visite-soir-00000001' }, { timeout: 5000 });
    expect(server.callsTo('GET /admin/tracks')[0]?.path).toBe(`/admin/tracks?du=${week.du}&au=${week.au}`);
    const row = link.closest('tr') as HTMLTableRowElement;
    expect(within(row).getByText('lettre-fevrier')).toBeTruthy();
    expect(within(row).getByText('mobile')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page précédente' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Page suivante' }));
    await waitFor(() => expect(view.currentPath()).toBe(`/fr/ad/tracks?du=${week.du}&au=${week.au}&page=2`));
    await screen.findByText('Page 2');
    await waitFor(() => expect(server.callsTo('GET /admin/tracks')).toHaveLength(2));
    fireEvent.click(await screen.findByRole('link', { name: 'visite-soir-00000001' }));
    await waitFor(() =>
      expect(view.currentPath()).toBe(`/fr/ad/tracks?session=visite-soir-00000001&du=${week.du}&au=${week.au}`),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Parcours de la visite visite-soir-00000001' }),
    ).toBeTruthy();
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(rows.map((line) => within(line).getAllByRole('cell')[1]?.textContent)).toEqual([
      'Page vue',
      'Fiche produit',
      'Ajout au panier',
    ]);
    expect(within(rows[2]!).getByText('produit n° 3 · quantité 2')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Parcours' }).getAttribute('aria-current')).toBe('page');
  });

  it('opens a shared link to a session with its period', async () => {
    const server = makeApiStandIn({ 'GET /admin/tracks': { body: TIMELINE } });
    await renderApp('/fr/ad/tracks?session=visite-soir-00000001&du=2026-02-01&au=2026-02-07', { basketServer: server });
    expect(await screen.findByText('Fiche produit', {}, { timeout: 5000 })).toBeTruthy();
    expect(server.callsTo('GET /admin/tracks')[0]?.path).toBe(
      '/admin/tracks?session=visite-soir-00000001&du=2026-02-01&au=2026-02-07',
    );
    expect(screen.getByRole('link', { name: 'Retour aux visites' }).getAttribute('href')).toBe(
      '/fr/ad/tracks?du=2026-02-01&au=2026-02-07',
    );
  });

  it('says when the period has no visit, and when the list cannot be read', async () => {
    const server = makeApiStandIn({ 'GET /admin/tracks': { body: { ...SESSIONS, suivante: false, sessions: [] } } });
    const view = await renderApp('/fr/ad/tracks', { basketServer: server });
    expect(await screen.findByText('Aucune visite sur cette période', {}, { timeout: 5000 })).toBeTruthy();
    view.unmount();
    const failing = makeApiStandIn({
      'GET /admin/tracks': { status: 400, body: { code: 400, message: 'Au plus 31 jours.', errors: {} } },
    });
    await renderApp('/fr/ad/tracks?du=2026-01-01&au=2026-03-01', { basketServer: failing });
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toBeTruthy();
  });
});
