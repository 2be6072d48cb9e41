import type { PickList } from '@boutique/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeApiStandIn } from '../../test/api-stand-in.ts';
import { renderApp } from '../../test/render-app.tsx';
import { storeAdminSession } from '../../test/admin-session.ts';
import { loadBackOffice } from '../../test/load-back-office.ts';
import { recordDownloads } from '../../test/record-downloads.ts';

const LIST: PickList = {
  code: 200,
  genere: '2026-11-24T08:30:00.000Z',
  commandes: 2,
  unites: 5,
  lignes: [
    {
      declinaison_id: 12,
      produit_label: 'Crème au caviar',
      label: 'Pot 50 ml',
      qtt: 4,
      commandes: ['OC-2026-000041', 'OC-2026-000042'],
      lots: [
        { lot_id: 3, numero: 'L-2027-03', dluo: '2027-03-01', qtt: 3 },
        { lot_id: 1, numero: 'INITIAL', dluo: null, qtt: 1 },
      ],
    },
    {
      declinaison_id: 13,
      produit_label: 'Sérum éclat',
      label: 'Flacon 30 ml',
      qtt: 1,
      commandes: ['OC-2026-000042'],
      lots: [],
    },
  ],
};

describe('the pick list screen', () => {
  const downloads = recordDownloads();
  beforeAll(loadBackOffice, 60_000);
  beforeEach(() => storeAdminSession());

  it('says it is loading until the list comes', async () => {
    const server = makeApiStandIn({ 'GET /preparation/liste': 'pending' });
    await renderApp('/fr/ad/preparation', { basketServer: server });
    expect(await screen.findByText('Chargement de la liste de préparation…', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Préparation' })).toBeTruthy();
  });

  it('says when no order waits', async () => {
    const server = makeApiStandIn({
      'GET /preparation/liste': { body: { ...LIST, commandes: 0, unites: 0, lignes: [] } },
    });
    await renderApp('/fr/ad/preparation', { basketServer: server });
    expect(await screen.findByText('Aucune commande à préparer.', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('lists the units to pick by variant with the orders needing them, and downloads the PDF', async () => {
    const server = makeApiStandIn({
      'GET /preparation/liste': { body: LIST },
      'GET /preparation/liste.pdf': { body: '%PDF-1.3' },
    });
    await renderApp('/fr/ad/preparation', { basketServer: server });
    const table = await screen.findByRole('table', {}, { timeout: 5000 });
    const cream = within(table).getByRole('rowheader', { name: 'Crème au caviar' }).closest('tr')!;
    expect(within(cream).getByText('Pot 50 ml')).toBeTruthy();
    expect(within(cream).getByText('4')).toBeTruthy();
    expect(within(cream).getByText('OC-2026-000041, OC-2026-000042')).toBeTruthy();
    expect(within(table).getByRole('rowheader', { name: 'Sérum éclat' })).toBeTruthy();
    // The totals, with the time in Paris (09:30 in November).
    expect(screen.getByText(/Commandes à préparer : 2 · unités : 5 · liste du 24\/11\/2026 09:30/u)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Télécharger la liste (PDF)' }));
    await waitFor(() => expect(downloads).toEqual(['liste-preparation.pdf']));
    expect(server.callsTo('GET /preparation/liste.pdf')).toHaveLength(1);
  });
});
