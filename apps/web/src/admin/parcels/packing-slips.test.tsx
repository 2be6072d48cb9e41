import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeApiStandIn } from '../../test/api-stand-in.ts';
import { renderApp } from '../../test/render-app.tsx';
import { storeAdminSession } from '../../test/admin-session.ts';
import { loadBackOffice } from '../../test/load-back-office.ts';
import { makeOrderDetail, ORDER_HASH, orderLine } from '../orders/test/order-fixtures.ts';
import { makeParcel } from './test/parcel-fixtures.ts';
import { recordDownloads } from '../../test/record-downloads.ts';

const CARRIERS = {
  body: { code: 200, datas: [{ id: 2, label: 'Colissimo', actif: true, suivi_url: null, version: 1 }] },
};
const PDF = { body: '%PDF-1.3' };

describe('packing slips in the back office', () => {
  const downloads = recordDownloads();
  beforeAll(loadBackOffice, 60_000);
  beforeEach(() => storeAdminSession());

  it('downloads a parcel’s slip from its page, and says when the parcel is gone', async () => {
    const server = makeApiStandIn({
      'GET /colis/5': { body: { code: 200, data: makeParcel(5) } },
      'GET /colis': { body: { code: 200, datas: [makeParcel(5)] } },
      [`GET /admin/commandes/${ORDER_HASH}`]: {
        body: { code: 200, data: makeOrderDetail({ lignes: [orderLine(12, 'Crème au caviar', 'Pot 50 ml', 1)] }) },
      },
      'GET /transporteurs': CARRIERS,
      'GET /audits/colis/5': { body: { code: 200, datas: [] } },
      'GET /colis/5/bordereau.pdf': PDF,
    });
    await renderApp('/fr/ad/colis/5', { basketServer: server });
    fireEvent.click(await screen.findByRole('button', { name: 'Bordereau (PDF)' }, { timeout: 5000 }));
    await waitFor(() => expect(downloads).toEqual(['bordereau-5.pdf']));

    server.set('GET /colis/5/bordereau.pdf', {
      status: 404,
      body: { code: 404, message: 'Colis introuvable : 5.', errors: {}, reason: 'parcel_not_found' },
    });
    // The button is busy until the first download has settled.
    const slip = screen.getByRole('button', { name: 'Bordereau (PDF)' });
    await waitFor(() => expect(slip).toHaveProperty('disabled', false));
    fireEvent.click(slip);
    expect(await screen.findByText('Ce colis n’existe plus : rechargez la page.')).toBeTruthy();
  });

  it('offers each parcel’s slip in the order’s parcels panel', async () => {
    const server = makeApiStandIn({
      [`GET /admin/commandes/${ORDER_HASH}`]: {
        body: { code: 200, data: makeOrderDetail({ lignes: [orderLine(12, 'Crème au caviar', 'Pot 50 ml', 3)] }) },
      },
      'GET /colis': { body: { code: 200, datas: [makeParcel(5), makeParcel(6)] } },
      'GET /transporteurs': CARRIERS,
      [`GET /audits/commandes/${ORDER_HASH}`]: { body: { code: 200, datas: [] } },
      'GET /colis/6/bordereau.pdf': PDF,
    });
    await renderApp(`/fr/ad/commandes/${ORDER_HASH}`, { basketServer: server });
    const panel = await screen.findByRole('region', { name: 'Colis' }, { timeout: 5000 });
    const second = (await within(panel).findByRole('link', { name: 'Colis n° 6' })).closest('li')!;
    fireEvent.click(within(second).getByRole('button', { name: 'Bordereau (PDF)' }));
    await waitFor(() => expect(downloads).toEqual(['bordereau-6.pdf']));
  });

  it('prints the selected parcels’ slips in one file from the list', async () => {
    const server = makeApiStandIn({
      'GET /colis/paginator': {
        body: { code: 200, datas: [makeParcel(5), makeParcel(6)], total: 2, total_exact: true, page: 1, limit: 25 },
      },
      'GET /transporteurs': CARRIERS,
      'GET /colis/bordereaux.pdf': PDF,
    });
    await renderApp('/fr/ad/colis', { basketServer: server });
    await screen.findAllByRole('link', { name: 'OC-2026-000042' }, { timeout: 5000 });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Tout sélectionner sur la page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Imprimer les bordereaux' }));
    await waitFor(() => expect(downloads).toEqual(['bordereaux.pdf']));
    expect(server.callsTo('GET /colis/bordereaux.pdf')[0]?.path).toBe('/colis/bordereaux.pdf?ids=5,6');
    // Nothing changed: the parcels stay selected.
    expect(screen.getByText('2 sélectionné(s)', { exact: false })).toBeTruthy();
  });
});
