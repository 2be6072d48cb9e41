import type { JobStatus } from '@boutique/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeApiStandIn } from '../../test/api-stand-in.ts';
import { renderApp } from '../../test/render-app.tsx';
import { storeAdminSession } from '../../test/admin-session.ts';
import { loadBackOffice } from '../../test/load-back-office.ts';

const job = (overrides: Partial<JobStatus>): JobStatus => ({
  nom: 'outbox-dispatch',
  periode_secondes: 30,
  derniere_execution: {
    debut: '2026-11-20T09:30:00.000Z',
    fin: '2026-11-20T09:30:01.200Z',
    duree_ms: 1200,
    etat: 'reussie',
    erreur: null,
  },
  prochaine_execution: '2026-11-20T09:30:30.000Z',
  executions_24h: 2880,
  echecs_24h: 0,
  ...overrides,
});

const DISPATCH = job({});
const REFUNDS = job({
  nom: 'refund-refused-payments',
  periode_secondes: 60,
  derniere_execution: {
    debut: '2026-11-20T09:29:00.000Z',
    fin: '2026-11-20T09:29:00.350Z',
    duree_ms: 350,
    etat: 'echouee',
    erreur: 'Stripe answered 503: service unavailable',
  },
  prochaine_execution: '2026-11-20T09:31:00.000Z',
  executions_24h: 1440,
  echecs_24h: 3,
});
const PURGE = job({
  nom: 'basket-purge',
  periode_secondes: 3600,
  derniere_execution: null,
  prochaine_execution: '2026-11-20T10:00:00.000Z',
  executions_24h: 0,
});
const UNKNOWN = job({ nom: 'nouvelle-tache', periode_secondes: 90 });

const ERROR = { code: 500, message: 'Erreur interne.', errors: {} };

function jobsServer() {
  let rows = [DISPATCH, REFUNDS, PURGE, UNKNOWN];
  return makeApiStandIn({
    'GET /taches': () => ({ body: { code: 200, datas: rows } }),
    'POST /taches/outbox-dispatch/relance': () => {
      const running = job({
        derniere_execution: {
          debut: '2026-11-20T09:30:10.000Z',
          fin: null,
          duree_ms: null,
          etat: 'en_cours',
          erreur: null,
        },
        executions_24h: 2881,
      });
      rows = rows.map((row) => (row.nom === running.nom ? running : row));
      return { body: { code: 200 } };
    },
  });
}

async function renderJobs(server: ReturnType<typeof makeApiStandIn>) {
  await renderApp('/fr/ad/taches', { basketServer: server });
  expect(await screen.findByRole('heading', { level: 1, name: 'Tâches planifiées' }, { timeout: 5000 })).toBeTruthy();
}

const row = (label: string) => screen.getByRole('rowheader', { name: new RegExp(`^${label}`, 'u') }).closest('tr')!;
const cells = (label: string) =>
  within(row(label))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('scheduled jobs admin page', () => {
  beforeAll(loadBackOffice, 60_000);
  beforeEach(() => storeAdminSession());
  afterEach(() => vi.useRealTimers());

  it('lists each job with its period, last run, next run and counts, and flags those that failed lately', async () => {
    await renderJobs(jobsServer());
    await screen.findByRole('rowheader', { name: 'Envoi des messages' });
    expect(screen.getByRole('link', { name: 'Tâches planifiées' }).getAttribute('aria-current')).toBe('page');

    // Times in Paris (UTC+1 in November); each duration in the locale's unit.
    const [period, last, state, next, runs, failures] = cells('Envoi des messages');
    expect(period).toBe('toutes les 30 secondes');
    expect(last).toMatch(/^20\/11\/2026 10:30 en 1,2\ss$/u);
    expect(state).toBe('Réussie');
    expect(next).toBe('20/11/2026 10:30');
    expect([runs, failures]).toEqual(['2880', '0']);
    expect(row('Envoi des messages').getAttribute('data-failing')).toBe('false');

    const refunds = row('Remboursement des paiements refusés');
    // The flag is a word in the row's header, not the tint alone.
    expect(within(refunds).getByRole('rowheader').textContent).toBe(
      'Remboursement des paiements refusésÉchecs récents',
    );
    expect(refunds.getAttribute('data-failing')).toBe('true');
    expect(within(refunds).getByText('Échouée')).toBeTruthy();
    expect(within(refunds).getByText('Stripe answered 503: service unavailable')).toBeTruthy();
    expect(cells('Remboursement des paiements refusés')[0]).toBe('toutes les minutes');
    expect(cells('Remboursement des paiements refusés').slice(-3, -1)).toEqual(['1440', '3']);

    expect(cells('Purge des paniers abandonnés').slice(0, 3)).toEqual(['toutes les heures', 'Pas encore exécutée', '']);
    // A job the texts do not know yet shows under its own name.
    expect(cells('nouvelle-tache')[0]).toBe('toutes les 90 secondes');
  });

  it('runs a job on demand, says so, and shows its new run', async () => {
    const server = jobsServer();
    await renderJobs(server);
    await screen.findByRole('rowheader', { name: 'Envoi des messages' });
    const readsBefore = server.callsTo('GET /taches').length;

    fireEvent.click(screen.getByRole('button', { name: 'Relancer Envoi des messages' }));
    const said = await screen.findByText('Tâche « Envoi des messages » relancée : elle s’exécute dans un instant.');
    expect(said.getAttribute('role')).toBe('status');
    expect(server.callsTo('POST /taches/outbox-dispatch/relance')).toHaveLength(1);
    await waitFor(() => expect(within(row('Envoi des messages')).getByText('En cours')).toBeTruthy());
    expect(cells('Envoi des messages')[4]).toBe('2881');
    expect(server.callsTo('GET /taches').length).toBeGreaterThan(readsBefore);
  });

  it('keeps a job’s button disabled while its run is asked, and says why a run was refused', async () => {
    const server = jobsServer();
    server.set('POST /taches/outbox-dispatch/relance', 'pending');
    server.set('POST /taches/basket-purge/relance', {
      status: 409,
      body: { code: 409, message: 'Cette tâche est déjà en cours.', errors: {} },
    });
    await renderJobs(server);
    const dispatch = await screen.findByRole('button', { name: 'Relancer Envoi des messages' });

    fireEvent.click(dispatch);
    await waitFor(() => expect((dispatch as HTMLButtonElement).disabled).toBe(true));
    const purge = screen.getByRole('button', { name: 'Relancer Purge des paniers abandonnés' }) as HTMLButtonElement;
    expect(purge.disabled).toBe(false);

    fireEvent.click(purge);
    const refused = await screen.findByText('Erreur : Cette tâche est déjà en cours.');
    expect(refused.getAttribute('role')).toBe('alert');
    expect(purge.disabled).toBe(false);
    expect((dispatch as HTMLButtonElement).disabled).toBe(true);
  });

  it('reads the list again every 30 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = jobsServer();
    await renderJobs(server);
    await screen.findByRole('rowheader', { name: 'Envoi des messages' });
    const reads = server.callsTo('GET /taches').length;
    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(server.callsTo('GET /taches')).toHaveLength(reads);
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    await waitFor(() => expect(server.callsTo('GET /taches')).toHaveLength(reads + 1));
  });

  it('says why the list cannot be read', async () => {
    await renderJobs(makeApiStandIn({ 'GET /taches': { status: 500, body: ERROR } }));
    const alert = await screen.findByText('Erreur : Erreur interne.', {}, { timeout: 5000 });
    expect(alert.getAttribute('role')).toBe('alert');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
