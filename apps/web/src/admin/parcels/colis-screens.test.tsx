import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeApiStandIn } from '../../test/api-stand-in.ts';
import { renderApp } from '../../test/render-app.tsx';
import { storeAdminSession } from '../../test/admin-session.ts';
import { makeOrderDetail, ORDER_HASH, orderLine } from '../orders/test/order-fixtures.ts';
import { makeParcel } from './test/parcel-fixtures.ts';
import { loadBackOffice } from '../../test/load-back-office.ts';

const HASH = ORDER_HASH;

const ORDER = makeOrderDetail({
  lignes: [orderLine(12, 'Crème au caviar', 'Pot 50 ml', 3), orderLine(13, 'Sérum éclat', 'Flacon 30 ml', 1)],
});

const page = (datas: unknown[]) => ({
  body: { code: 200, datas, total: datas.length, total_exact: true, page: 1, limit: 25 },
});
const CARRIERS = {
  body: { code: 200, datas: [{ id: 2, label: 'Colissimo', actif: true, suivi_url: null, version: 1 }] },
};

describe('parcels screens', () => {
  beforeAll(loadBackOffice, 60_000);
  beforeEach(() => storeAdminSession());

  it('splits an order into parcels from its page, among the units not yet packed', async () => {
    const server = makeApiStandIn({
      [`GET /admin/commandes/${HASH}`]: { body: { code: 200, data: ORDER } },
      'GET /colis': { body: { code: 200, datas: [makeParcel(5)] } },
      'GET /transporteurs': CARRIERS,
      'POST /colis': { status: 201, body: { code: 201, data: makeParcel(6) } },
      'GET /audits/commandes/8f1e0a52-4c1b-4a8e-9d0c-2b6f3e9a7c11': { body: { code: 200, datas: [] } },
      'GET /lots': (call) => ({
        body: {
          code: 200,
          datas: call.path.includes('declinaison=12')
            ? [
                { id: 31, numero: 'L2026-03', dluo: '2027-03-31', quantite: 4 },
                { id: 32, numero: 'L2026-09', dluo: '2027-09-30', quantite: 9 },
              ]
            : [],
        },
      }),
    });
    await renderApp(`/fr/ad/commandes/${HASH}`, { basketServer: server });
    const panel = await screen.findByRole('region', { name: 'Colis' }, { timeout: 5000 });
    expect(await within(panel).findByRole('link', { name: 'Colis n° 5' })).toBeTruthy();
    expect(within(panel).getByText('1 × Crème au caviar – Pot 50 ml')).toBeTruthy();
    // Split into parcels: the order-level shipment gives way to the parcels'.
    expect(screen.queryByRole('button', { name: 'Marquer expédiée' })).toBeNull();

    fireEvent.click(within(panel).getByRole('button', { name: 'Préparer un colis' }));
    const cream = within(panel).getByRole('spinbutton', { name: 'Quantité de Crème au caviar – Pot 50 ml' });
    const serum = within(panel).getByRole('spinbutton', { name: 'Quantité de Sérum éclat – Flacon 30 ml' });
    // Everything not packed yet, to start with: 2 creams (one is in parcel 5) and the serum.
    expect((cream as HTMLInputElement).value).toBe('2');
    expect((serum as HTMLInputElement).value).toBe('1');
    fireEvent.change(cream, { target: { value: '9' } });
    expect((cream as HTMLInputElement).value).toBe('2');
    fireEvent.change(serum, { target: { value: '0' } });
    await within(panel).findByRole('option', { name: 'Colissimo' });
    // The carrier of the delivery method the customer chose, picked already.
    expect((within(panel).getByRole('combobox', { name: 'Transporteur' }) as HTMLSelectElement).value).toBe('2');
    fireEvent.change(within(panel).getByRole('textbox', { name: 'Numéro de suivi' }), { target: { value: '6A123' } });
    // The first-expiring lot unless staff pick another.
    const lot = within(panel).getByRole('combobox', {
      name: 'Lot de Crème au caviar – Pot 50 ml',
    }) as HTMLSelectElement;
    expect(lot.value).toBe('');
    await within(panel).findByRole('option', { name: 'L2026-09 (2027-09-30) · 9' });
    fireEvent.change(lot, { target: { value: '32' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Créer le colis' }));
    expect(await within(panel).findByText('Colis créé.')).toBeTruthy();
    expect(server.callsTo('POST /colis')[0]?.body).toEqual({
      commande_hash: HASH,
      lignes: [{ declinaison_id: 12, qtt: 2, lots: [{ lot_id: 32, qtt: 2 }] }],
      transporteur_id: 2,
      suivi: '6A123',
    });
  });

  it('checks a new parcel with the shared schema before sending it, and shows the server’s field errors', async () => {
    const server = makeApiStandIn({
      [`GET /admin/commandes/${HASH}`]: { body: { code: 200, data: ORDER } },
      'GET /colis': { body: { code: 200, datas: [] } },
      'GET /transporteurs': CARRIERS,
      'POST /colis': {
        status: 400,
        body: { code: 400, message: 'Données invalides.', errors: { suivi: ['Numéro refusé.'] } },
      },
      'GET /audits/commandes/8f1e0a52-4c1b-4a8e-9d0c-2b6f3e9a7c11': { body: { code: 200, datas: [] } },
    });
    await renderApp(`/fr/ad/commandes/${HASH}`, { basketServer: server });
    const panel = await screen.findByRole('region', { name: 'Colis' }, { timeout: 5000 });
    fireEvent.click(await within(panel).findByRole('button', { name: 'Préparer un colis' }));
    const cream = within(panel).getByRole('spinbutton', { name: 'Quantité de Crème au caviar – Pot 50 ml' });
    fireEvent.change(cream, { target: { value: '0' } });
    fireEvent.change(within(panel).getByRole('spinbutton', { name: 'Quantité de Sérum éclat – Flacon 30 ml' }), {
      target: { value: '0' },
    });
    fireEvent.click(within(panel).getByRole('button', { name: 'Créer le colis' }));
    expect(await within(panel).findByText('Choisissez au moins un article.')).toBeTruthy();
    expect(document.activeElement).toBe(cream);
    expect(server.callsTo('POST /colis')).toEqual([]);

    fireEvent.change(cream, { target: { value: '1' } });
    expect(within(panel).queryByText('Choisissez au moins un article.')).toBeNull();
    const tracking = within(panel).getByRole('textbox', { name: 'Numéro de suivi' });
    fireEvent.change(tracking, { target: { value: 'X' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Créer le colis' }));
    expect(await within(panel).findByText('Numéro refusé.')).toBeTruthy();
    expect(tracking.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(tracking);
    expect(server.callsTo('POST /colis')).toHaveLength(1);
  });

  it('shows each parcel’s tracking number in the order’s delivery panel', async () => {
    const server = makeApiStandIn({
      [`GET /admin/commandes/${HASH}`]: { body: { code: 200, data: { ...ORDER, suivi: '6A2' } } },
      'GET /colis': {
        body: {
          code: 200,
          datas: [
            makeParcel(5, { suivi: '6A1', statut: 'expedie', suivi_lien: 'https://suivi.example/6A1' }),
            makeParcel(6, { suivi: '6A2', statut: 'expedie', suivi_lien: null }),
            makeParcel(7),
          ],
        },
      },
      'GET /transporteurs': CARRIERS,
      'GET /audits/commandes/8f1e0a52-4c1b-4a8e-9d0c-2b6f3e9a7c11': { body: { code: 200, datas: [] } },
    });
    await renderApp(`/fr/ad/commandes/${HASH}`, { basketServer: server });
    const delivery = await screen.findByRole('region', { name: 'Livraison et facturation' }, { timeout: 5000 });
    const numbers = await within(delivery).findAllByRole('listitem');
    expect(numbers.map((item) => item.textContent)).toEqual(['Colis n° 5 : 6A1', 'Colis n° 6 : 6A2']);
    expect(within(numbers[0]!).getByRole('link', { name: /6A1/u }).getAttribute('href')).toBe(
      'https://suivi.example/6A1',
    );
  });

  it('edits a prepared parcel’s contents and ships it after a confirmation', async () => {
    const server = makeApiStandIn({
      'GET /colis/5': { body: { code: 200, data: makeParcel(5, { suivi: '6A5' }) } },
      'GET /colis': {
        body: {
          code: 200,
          datas: [
            makeParcel(5),
            makeParcel(6, {
              lignes: [{ declinaison_id: 12, qtt: 1, produit_label: 'Crème au caviar', label: 'Pot 50 ml', lots: [] }],
            }),
          ],
        },
      },
      [`GET /admin/commandes/${HASH}`]: { body: { code: 200, data: ORDER } },
      'GET /transporteurs': CARRIERS,
      'GET /audits/colis/5': { body: { code: 200, datas: [] } },
      'PUT /colis/5/lignes': { body: { code: 200, data: makeParcel(5, { version: 2 }) } },
      'PUT /colis/5': { body: { code: 200, data: makeParcel(5, { statut: 'expedie', version: 2 }) } },
    });
    await renderApp('/fr/ad/colis/5', { basketServer: server });
    const contents = await screen.findByRole('region', { name: 'Contenu du colis' }, { timeout: 5000 });
    const cream = await within(contents).findByRole('spinbutton', { name: 'Quantité de Crème au caviar – Pot 50 ml' });
    // Parcel 6 holds one of the three creams: this one may take two.
    expect(within(contents).getByText('2 à emballer sur 3')).toBeTruthy();
    fireEvent.change(cream, { target: { value: '2' } });
    fireEvent.change(within(contents).getByRole('spinbutton', { name: 'Quantité de Sérum éclat – Flacon 30 ml' }), {
      target: { value: '1' },
    });
    fireEvent.click(within(contents).getByRole('button', { name: 'Enregistrer le contenu' }));
    expect(await within(contents).findByText('Contenu du colis enregistré.')).toBeTruthy();
    expect(server.callsTo('PUT /colis/5/lignes')[0]?.body).toEqual({
      lignes: [
        { declinaison_id: 12, qtt: 2 },
        { declinaison_id: 13, qtt: 1 },
      ],
    });

    // No unit at all is refused before the call; the server's refusal of the lines says its own words.
    fireEvent.change(cream, { target: { value: '0' } });
    fireEvent.change(within(contents).getByRole('spinbutton', { name: 'Quantité de Sérum éclat – Flacon 30 ml' }), {
      target: { value: '0' },
    });
    fireEvent.click(within(contents).getByRole('button', { name: 'Enregistrer le contenu' }));
    expect((await within(contents).findByRole('alert')).textContent).toBe('Choisissez au moins un article.');
    expect(server.callsTo('PUT /colis/5/lignes')).toHaveLength(1);
    server.set('PUT /colis/5/lignes', {
      status: 400,
      body: { code: 400, message: 'Données invalides.', errors: { lignes: ['Un article est en double.'] } },
    });
    fireEvent.change(cream, { target: { value: '1' } });
    fireEvent.click(within(contents).getByRole('button', { name: 'Enregistrer le contenu' }));
    expect(await within(contents).findByText('Un article est en double.')).toBeTruthy();

    fireEvent.click(await screen.findByRole('button', { name: 'Marquer expédié' }));
    const dialog = await screen.findByRole('dialog', { name: 'Expédier ce colis ?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Marquer expédié' }));
    await waitFor(() => expect(server.callsTo('PUT /colis/5')).toHaveLength(1));
    expect(server.callsTo('PUT /colis/5')[0]?.body).toMatchObject({ statut: 'expedie' });
  });

  it('freezes a shipped parcel’s contents', async () => {
    const shipped = makeParcel(8, {
      statut: 'expedie',
      suivi: '6A8',
      suivi_lien: 'https://suivi.exemple.fr/6A8',
      expedie: '2026-02-12T08:00:00.000Z',
    });
    const server = makeApiStandIn({
      'GET /colis/8': { body: { code: 200, data: shipped } },
      'GET /transporteurs': CARRIERS,
      'GET /audits/colis/8': { body: { code: 200, datas: [] } },
    });
    await renderApp('/fr/ad/colis/8', { basketServer: server });
    const contents = await screen.findByRole('region', { name: 'Contenu du colis' }, { timeout: 5000 });
    expect(within(contents).getByText('Le colis est parti : son contenu ne change plus.')).toBeTruthy();
    expect(within(contents).queryByRole('spinbutton')).toBeNull();
    expect(within(contents).getByRole('link', { name: '6A8' }).getAttribute('href')).toBe(
      'https://suivi.exemple.fr/6A8',
    );
    expect(screen.getByRole('button', { name: 'Marquer livré' })).toBeTruthy();
  });

  it('lists the parcels that left with their tracking links', async () => {
    const server = makeApiStandIn({
      'GET /colis/paginator': page([
        makeParcel(8, {
          statut: 'expedie',
          suivi: '6A8',
          suivi_lien: 'https://suivi.exemple.fr/6A8',
          expedie: '2026-02-12T08:00:00.000Z',
        }),
      ]),
      'GET /transporteurs': CARRIERS,
    });
    await renderApp('/fr/ad/trackings', { basketServer: server });
    const row = (await screen.findByRole('link', { name: '6A8' }, { timeout: 5000 })).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'OC-2026-000042' }).getAttribute('href')).toBe(
      `/fr/ad/commandes/${HASH}`,
    );
    expect(within(row).getByText('Camille Durand')).toBeTruthy();
    expect(within(row).getByText('Colissimo')).toBeTruthy();
    expect(server.callsTo('GET /colis/paginator')[0]?.path).toContain('statut=envoyes');
    expect(screen.getByRole('link', { name: 'Suivis d’expédition' }).getAttribute('aria-current')).toBe('page');
  });

  it('lists every parcel with its status filter', async () => {
    const server = makeApiStandIn({
      'GET /colis/paginator': page([makeParcel(5)]),
      'GET /transporteurs': CARRIERS,
    });
    await renderApp('/fr/ad/colis?statut=preparation', { basketServer: server });
    const row = (await screen.findByRole('link', { name: 'OC-2026-000042' }, { timeout: 5000 })).closest('tr')!;
    expect(within(row).getByText('En préparation')).toBeTruthy();
    expect(server.callsTo('GET /colis/paginator')[0]?.path).toContain('statut=preparation');
  });
});
