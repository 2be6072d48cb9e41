import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeApiStandIn } from '../../test/api-stand-in.ts';
import { renderApp } from '../../test/render-app.tsx';
import { storeAdminSession } from '../../test/admin-session.ts';
import { loadBackOffice } from '../../test/load-back-office.ts';

const method = {
  id: 4,
  transporteur_id: 1,
  label: 'Europe',
  traductions: { en: { label: 'Europe' } },
  prix_ttc: 1490,
  tarifs: [{ pays: 'BE', poids_max: 1000, prix_ttc: 1290 }],
  delai_min: 4,
  delai_max: 7,
  franco: true,
  pays: ['BE', 'DE'],
  ordre: 4,
  actif: true,
  point_relais: false,
  version: 2,
};
const list = (datas: unknown[]) => ({ body: { code: 200, datas } });
const standIn = () =>
  makeApiStandIn({
    'GET /methodes-livraisons/4': { body: { code: 200, data: method } },
    'PUT /methodes-livraisons/4': { body: { code: 200, data: { ...method, version: 3 } } },
    'GET /methodes-livraisons/paginator': {
      body: { code: 200, datas: [], total: 0, total_exact: true, page: 1, limit: 25 },
    },
    'GET /transporteurs': list([{ id: 1, label: 'Colissimo', actif: true, version: 1 }]),
    'GET /pays': list([
      { id: 1, code: 'BE', nom: 'Belgique', tva_bps: 2100, actif: true, ordre: 1, version: 1 },
      { id: 2, code: 'DE', nom: 'Allemagne', tva_bps: 1900, actif: true, ordre: 2, version: 1 },
      { id: 3, code: 'ES', nom: 'Espagne', tva_bps: 2100, actif: true, ordre: 3, version: 1 },
    ]),
  });

describe('delivery methods admin', () => {
  beforeAll(loadBackOffice, 60_000);
  beforeEach(() => storeAdminSession());

  it('edits the countries served from the sold-to list and the label per language', async () => {
    const server = standIn();
    await renderApp('/fr/ad/methodes-livraisons/4', { basketServer: server });
    const spain = await screen.findByRole('checkbox', { name: 'Espagne (ES)' }, { timeout: 5000 });
    expect((screen.getByRole('checkbox', { name: 'Belgique (BE)' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(spain);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Allemagne (DE)' }));

    fireEvent.click(screen.getByRole('button', { name: /^Allemand/u }));
    fireEvent.change(screen.getByLabelText(/^Libellé \(Allemand\)/u), { target: { value: 'Europa' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(server.callsTo('PUT /methodes-livraisons/4')).toHaveLength(1));
    expect(server.callsTo('PUT /methodes-livraisons/4')[0]?.body).toMatchObject({
      pays: ['BE', 'ES'],
      prix_ttc: 1490,
      tarifs: [{ pays: 'BE', poids_max: 1000, prix_ttc: 1290 }],
      traductions: { en: { label: 'Europe' }, de: { label: 'Europa' } },
      version: 2,
    });
  });

  it('edits price bands by country and weight', async () => {
    const server = standIn();
    await renderApp('/fr/ad/methodes-livraisons/4', { basketServer: server });
    const firstWeight = await screen.findByLabelText('Poids maximum de la tranche 1 (g)', {}, { timeout: 5000 });
    expect((firstWeight as HTMLInputElement).value).toBe('1000');
    expect((screen.getByLabelText('Prix TTC de la tranche 1 (€)') as HTMLInputElement).value).toBe('12,90');

    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une tranche' }));
    fireEvent.change(screen.getByLabelText('Prix TTC de la tranche 2 (€)'), { target: { value: '19,9' } });
    fireEvent.change(screen.getByLabelText('Poids maximum de la tranche 1 (g)'), { target: { value: '750' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une tranche' }));
    fireEvent.click(screen.getByRole('button', { name: 'Retirer la tranche 3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(server.callsTo('PUT /methodes-livraisons/4')).toHaveLength(1));
    expect(server.callsTo('PUT /methodes-livraisons/4')[0]?.body).toMatchObject({
      tarifs: [
        { pays: 'BE', poids_max: 750, prix_ttc: 1290 },
        { pays: null, poids_max: null, prix_ttc: 1990 },
      ],
    });
  });
});
