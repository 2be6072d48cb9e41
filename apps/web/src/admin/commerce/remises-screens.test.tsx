import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeApiStandIn } from '../../test/api-stand-in.ts';
import { readablePrice } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { storeAdminSession } from '../../test/admin-session.ts';
import { loadBackOffice } from '../../test/load-back-office.ts';

const code = {
  id: 7,
  code: 'BIENVENUE10',
  type: 'pourcentage',
  valeur: 1000,
  debut: null,
  fin: '2026-12-31T22:59:00.000Z',
  minimum_ttc: 3000,
  limite_totale: 100,
  limite_client: 1,
  utilisations: 2,
  ambassadeur_id: null,
  actif: true,
  produit_ids: [],
  gamme_ids: [],
  created: '2026-11-01T09:00:00.000Z',
  version: 3,
};
const empty = { body: { code: 200, datas: [], total: 0, total_exact: true, page: 1, limit: 200 } };

describe('discount codes admin', () => {
  beforeAll(loadBackOffice, 60_000);
  beforeEach(() => storeAdminSession());

  it('lists codes with their value as a percentage or in euros and their uses against the limit', async () => {
    const amount = { ...code, id: 8, code: 'ORCAVIAR15', type: 'montant', valeur: 1500, limite_totale: null };
    const server = makeApiStandIn({
      'GET /remises/paginator': {
        body: { code: 200, datas: [code, amount], total: 2, total_exact: true, page: 1, limit: 25 },
      },
    });
    await renderApp('/fr/ad/remises', { basketServer: server });
    const row = (await screen.findByRole('link', { name: 'BIENVENUE10' }, { timeout: 5000 })).closest('tr')!;
    expect(within(row).getByText('10 %')).toBeTruthy();
    expect(within(row).getByText('2 / 100')).toBeTruthy();
    const other = screen.getByRole('link', { name: 'ORCAVIAR15' }).closest('tr')!;
    expect(within(other).getByText(/15,00/u)).toBeTruthy();
    expect(within(other).getByText('Montant')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'BIENVENUE10' }).getAttribute('href')).toBe('/fr/ad/remises/7');
  });

  it('edits the value in % (saved as basis points) and lists the orders that used the code', async () => {
    const server = makeApiStandIn({
      'GET /remises/7': { body: { code: 200, data: code } },
      'PUT /remises/7': { body: { code: 200, data: { ...code, valeur: 1250, version: 4 } } },
      'GET /remises/paginator': empty,
      'GET /remises/7/utilisations': {
        body: {
          code: 200,
          datas: [
            {
              commande: '6f1c1d8e-5b6a-4a43-9a52-1b2f3c4d5e6f',
              numero: 'OC-2026-000042',
              statut: 'payee',
              created: '2026-11-20T10:30:00.000Z',
              remise_ttc: 450,
              client: { prenom: 'Inès', nom: 'Castaing', mail: 'ines@exemple.fr' },
            },
          ],
        },
      },
    });
    await renderApp('/fr/ad/remises/7', { basketServer: server });
    const value = await screen.findByLabelText(/^Valeur/u, {}, { timeout: 5000 });
    expect((value as HTMLInputElement).value).toBe('10');
    const uses = await screen.findByRole('region', { name: 'Commandes ayant utilisé ce code' });
    expect(within(uses).getByText('OC-2026-000042')).toBeTruthy();
    expect(within(uses).getByText('Inès Castaing (ines@exemple.fr)')).toBeTruthy();
    expect(within(uses).getByText('Payée')).toBeTruthy();

    fireEvent.change(value, { target: { value: '101' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Un pourcentage ne peut dépasser 100 %.')).toBeTruthy();
    expect(server.callsTo('PUT /remises/7')).toHaveLength(0);

    fireEvent.change(value, { target: { value: '12,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(server.callsTo('PUT /remises/7')).toHaveLength(1));
    expect(server.callsTo('PUT /remises/7')[0]?.body).toMatchObject({
      code: 'BIENVENUE10',
      type: 'pourcentage',
      valeur: 1250,
      fin: '2026-12-31T22:59:00.000Z',
      minimum_ttc: 3000,
      version: 3,
    });
  });
  it('shows amounts held in cents as euros in the code’s history', async () => {
    const server = makeApiStandIn({
      'GET /remises/7': { body: { code: 200, data: code } },
      'GET /remises/paginator': empty,
      'GET /remises/7/utilisations': { body: { code: 200, datas: [] } },
      'GET /audits/remises/7': {
        body: {
          code: 200,
          datas: [
            {
              id: 3,
              user_id: 1,
              user_mail: 'alix@orcaviar.example',
              created: '2026-11-20T10:30:00.000Z',
              action: 'update',
              diff: { minimum_ttc: { before: 2000, after: 3000 }, limite_client: { before: null, after: 1 } },
            },
          ],
        },
      },
    });
    await renderApp('/fr/ad/remises/7', { basketServer: server });
    fireEvent.click(await screen.findByRole('button', { name: 'Historique' }, { timeout: 5000 }));
    const history = within(await screen.findByRole('region', { name: 'Historique' }));
    const minimum = await history.findByText('Panier minimum TTC');
    expect(readablePrice(minimum.closest('div')!.textContent ?? '')).toContain('20,00 € → 30,00 €');
    // Counts stay counts.
    expect(history.getByText('Utilisations par client (max.)').closest('div')!.textContent).toContain('— → 1');
  });

  describe('in a browser set to another time zone than the shop’s', () => {
    const browserZone = process.env.TZ;
    beforeAll(() => {
      process.env.TZ = 'America/New_York';
    });
    afterAll(() => {
      if (browserZone === undefined) delete process.env.TZ;
      else process.env.TZ = browserZone;
    });

    it('shows and takes the validity dates as Paris times, and says so', async () => {
      expect(new Date('2026-12-31T22:59:00.000Z').getHours()).toBe(17);
      const server = makeApiStandIn({
        'GET /remises/7': { body: { code: 200, data: code } },
        'PUT /remises/7': { body: { code: 200, data: code } },
        'GET /remises/paginator': empty,
        'GET /remises/7/utilisations': { body: { code: 200, datas: [] } },
      });
      await renderApp('/fr/ad/remises/7', { basketServer: server });
      const end = (await screen.findByLabelText('Fin', {}, { timeout: 5000 })) as HTMLInputElement;
      expect(end.value).toBe('2026-12-31T23:59');
      const start = screen.getByLabelText('Début') as HTMLInputElement;
      expect(start.value).toBe('');
      for (const input of [start, end]) {
        const hint = document.getElementById(input.getAttribute('aria-describedby') ?? '');
        expect(hint?.textContent).toBe('Dates et heures en heure de Paris.');
      }

      // Summer: Paris is two hours ahead of UTC.
      fireEvent.change(start, { target: { value: '2026-07-01T09:00' } });
      fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
      await waitFor(() => expect(server.callsTo('PUT /remises/7')).toHaveLength(1));
      expect(server.callsTo('PUT /remises/7')[0]?.body).toMatchObject({
        debut: '2026-07-01T07:00:00.000Z',
        fin: '2026-12-31T22:59:00.000Z',
      });
    });

    it('lists the end of validity in Paris time, and says so', async () => {
      const server = makeApiStandIn({
        'GET /remises/paginator': {
          body: { code: 200, datas: [code], total: 1, total_exact: true, page: 1, limit: 25 },
        },
      });
      await renderApp('/fr/ad/remises', { basketServer: server });
      const row = (await screen.findByRole('link', { name: 'BIENVENUE10' }, { timeout: 5000 })).closest('tr')!;
      expect(within(row).getByText('31/12/2026 23:59')).toBeTruthy();
      expect(screen.getByText('Dates et heures en heure de Paris.')).toBeTruthy();
    });
  });
});
