import type { AdminOrderRow } from '@boutique/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeApiStandIn } from '../../test/api-stand-in.ts';
import { readablePrice } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { storeAdminSession } from '../../test/admin-session.ts';
import { loadBackOffice } from '../../test/load-back-office.ts';

const makeOrder = (overrides: Partial<AdminOrderRow> = {}): AdminOrderRow => ({
  id: 1,
  hash: '8f1e0a52-4c1b-4a8e-9d0c-2b6f3e9a7c11',
  test: false,
  numero: 'OC-2026-000042',
  statut: 'payee',
  created: '2026-02-10T09:30:00.000Z',
  payee: '2026-02-10T09:35:00.000Z',
  expediee: null,
  suivi: null,
  rembourse: null,
  note: null,
  total_ttc: 24_690,
  facture_numero: 'F-2026-000042',
  livraison_label: 'Colissimo suivi',
  user_id: 7,
  client: { prenom: 'Camille', nom: 'Durand', mail: 'camille.durand@example.fr' },
  workflow_etape_id: null,
  version: 1,
  ...overrides,
});

const PAID = makeOrder();
const SHIPPED = makeOrder({
  id: 2,
  hash: '1d2c3b4a-5e6f-4a8b-9c0d-1e2f3a4b5c6d',
  numero: 'OC-2026-000041',
  statut: 'expediee',
  suivi: '6A12345678901',
  user_id: 8,
  client: { prenom: 'Léa', nom: 'Martin', mail: 'lea@example.fr' },
});

const PAGINATOR = 'GET /commandes/paginator';
/** The list's first request: newest first, the kit's page size. */
const FIRST_PAGE = '/commandes/paginator?page=1&limit=25&sort=created&order=desc';

function ordersServer(orders: AdminOrderRow[] = [PAID, SHIPPED]) {
  return makeApiStandIn({
    [PAGINATOR]: (call) => {
      const statut = new URLSearchParams(call.path.split('?')[1]).get('statut');
      const datas = statut ? orders.filter((order) => order.statut === statut) : orders;
      return { body: { code: 200, datas, total: datas.length, total_exact: true, page: 1, limit: 25 } };
    },
  });
}

const row = (text: string) => screen.getByText(text).closest('tr') as HTMLTableRowElement;
const buttonsOf = (element: HTMLElement) =>
  within(element)
    .queryAllByRole('button')
    .map((button) => button.textContent);

async function renderPage(server = ordersServer()) {
  await renderApp('/fr/ad/commandes', { basketServer: server });
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  return server;
}

describe('orders admin page', () => {
  beforeAll(loadBackOffice, 60_000);
  beforeEach(() => storeAdminSession());

  it('lists the orders with number, customer, total and status, and offers the actions each allows', async () => {
    await renderPage();
    expect(await screen.findByText('OC-2026-000042')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Commandes');
    const paid = row('OC-2026-000042');
    expect(within(paid).getByText('Camille Durand')).toBeTruthy();
    expect(readablePrice(paid.textContent ?? '')).toContain('246,90 €');
    expect(within(paid).getByText('Payée')).toBeTruthy();
    expect(buttonsOf(paid)).toEqual(['Marquer expédiée']);
    const shipped = row('OC-2026-000041');
    expect(within(shipped).getByText('Expédiée')).toBeTruthy();
    expect(within(shipped).getByText('Suivi : 6A12345678901')).toBeTruthy();
    expect(buttonsOf(shipped)).toEqual([]);
    expect(screen.getByRole('link', { name: 'Commandes' }).getAttribute('aria-current')).toBe('page');
    // Each number opens the order's page.
    expect(within(paid).getByRole('link', { name: 'OC-2026-000042' }).getAttribute('href')).toBe(
      `/fr/ad/commandes/${PAID.hash}`,
    );
  });

  it('filters by status', async () => {
    const server = await renderPage();
    await screen.findByText('OC-2026-000042');
    fireEvent.change(screen.getByLabelText('Statut'), { target: { value: 'expediee' } });
    await waitFor(() => expect(screen.queryByText('OC-2026-000042')).toBeNull());
    expect(await screen.findByText('OC-2026-000041')).toBeTruthy();
    expect(server.callsTo(PAGINATOR).map((call) => call.path)).toEqual([FIRST_PAGE, `${FIRST_PAGE}&statut=expediee`]);
  });

  it('says it is loading, and when no order matches', async () => {
    const { unmount } = await renderApp('/fr/ad/commandes', {
      basketServer: makeApiStandIn({ [PAGINATOR]: 'pending' }),
    });
    expect(await screen.findByText('Chargement des commandes…', {}, { timeout: 5000 })).toBeTruthy();
    unmount();
    await renderPage(ordersServer([]));
    expect(await screen.findByText('Aucune commande ne correspond à ces critères.')).toBeTruthy();
  });

  it('marks a paid order shipped with its tracking number, from a dialog', async () => {
    const server = await renderPage();
    server.set('PUT /commandes/1/expedition', { body: { code: 200, data: {} } });
    fireEvent.click(
      within(await waitFor(() => row('OC-2026-000042'))).getByRole('button', { name: 'Marquer expédiée' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Expédier la commande OC-2026-000042' });
    const field = within(dialog).getByLabelText('Numéro de suivi') as HTMLInputElement;
    expect(field.maxLength).toBe(80);
    fireEvent.change(field, { target: { value: ' 6A99 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Marquer expédiée' }));
    expect(
      await screen.findByText('Commande OC-2026-000042 marquée expédiée : le client est prévenu par e-mail.'),
    ).toBeTruthy();
    expect(server.callsTo('PUT /commandes/1/expedition')[0]?.body).toEqual({ suivi: '6A99' });
    await waitFor(() => expect(server.callsTo(PAGINATOR).length).toBeGreaterThan(1));
  });

  it('keeps the dialog open with the server’s reason when shipping is refused', async () => {
    const server = await renderPage();
    server.set('PUT /commandes/1/expedition', {
      status: 409,
      body: { code: 409, message: 'Seule une commande payée peut être marquée expédiée.', errors: {} },
    });
    fireEvent.click(
      within(await waitFor(() => row('OC-2026-000042'))).getByRole('button', { name: 'Marquer expédiée' }),
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Marquer expédiée' }));
    expect(
      await within(dialog).findByText('Erreur : Seule une commande payée peut être marquée expédiée.'),
    ).toBeTruthy();
  });

  it('refunds nothing from the list: its refund action opens the order’s refund dialog', async () => {
    const server = await renderPage();
    const paid = await waitFor(() => row('OC-2026-000042'));
    expect(within(paid).getByRole('link', { name: 'Rembourser' }).getAttribute('href')).toBe(
      `/fr/ad/commandes/${PAID.hash}?rembourser`,
    );
    expect(within(row('OC-2026-000041')).getByRole('link', { name: 'Rembourser' })).toBeTruthy();
    expect(server.callsTo('POST /commandes/1/remboursement')).toHaveLength(0);
  });

  it('reads its filters from the address, and offers neither creation nor deletion', async () => {
    const server = ordersServer();
    await renderApp('/fr/ad/commandes?statut=payee&du=2026-03-01&au=2026-03-31&test=false&q=camille', {
      basketServer: server,
    });
    expect(await screen.findByText('OC-2026-000042', {}, { timeout: 5000 })).toBeTruthy();
    expect(server.callsTo(PAGINATOR)[0]?.path).toBe(
      `${FIRST_PAGE}&statut=payee&du=2026-03-01&au=2026-03-31&q=camille&test=false`,
    );
    expect((screen.getByLabelText('Du') as HTMLInputElement).value).toBe('2026-03-01');
    expect((screen.getByLabelText('Statut') as HTMLSelectElement).value).toBe('payee');
    expect(screen.queryByRole('link', { name: 'Ajouter' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Tout sélectionner sur la page' }));
    const bulk = screen.getByRole('group', { name: 'Actions sur la sélection' });
    expect(buttonsOf(bulk)).toEqual(['Marquer expédiées (e-mail au client)', 'Remettre « Payée »']);
  });

  it('searches by order, invoice or credit-note number, mail, name or phone in one box', async () => {
    const server = ordersServer();
    await renderApp('/fr/ad/commandes', { basketServer: server });
    expect(await screen.findByText('OC-2026-000042', {}, { timeout: 5000 })).toBeTruthy();
    const search = screen.getByLabelText('Recherche (n° de commande, de facture ou d’avoir, e-mail, nom, téléphone)');
    fireEvent.change(search, { target: { value: ' OC-2026-000042 ' } });
    fireEvent.submit(search.closest('form')!);
    await waitFor(() => expect(server.callsTo(PAGINATOR).at(-1)?.path).toBe(`${FIRST_PAGE}&q=OC-2026-000042`));
  });

  it('ships the selected orders in bulk and reports the ones refused', async () => {
    const server = await renderPage();
    server.set('POST /commandes/editall', {
      body: {
        code: 200,
        results: [
          { id: PAID.hash, done: true },
          { id: SHIPPED.hash, done: false, message: 'Ce changement de statut n’est pas permis pour cette commande.' },
        ],
      },
    });
    await screen.findByText('OC-2026-000042');
    fireEvent.click(screen.getByRole('checkbox', { name: `Sélectionner ${PAID.hash}` }));
    fireEvent.click(screen.getByRole('checkbox', { name: `Sélectionner ${SHIPPED.hash}` }));
    fireEvent.click(screen.getByRole('button', { name: 'Marquer expédiées (e-mail au client)' }));
    expect(await screen.findByText('1 sur 2 traité(s).')).toBeTruthy();
    expect(
      screen.getByText(`N° ${SHIPPED.hash} refusé : Ce changement de statut n’est pas permis pour cette commande.`),
    ).toBeTruthy();
    expect(server.callsTo('POST /commandes/editall')[0]?.body).toEqual({
      ids: [PAID.hash, SHIPPED.hash],
      datas: { statut: 'expediee' },
    });
  });

  it('tells a customer the page is for the team', async () => {
    await renderPage(
      makeApiStandIn({ [PAGINATOR]: { status: 403, body: { code: 403, message: 'Accès refusé.', errors: {} } } }),
    );
    expect(
      await screen.findByText(
        'Votre compte ne permet pas de gérer les commandes. Adressez-vous à un administrateur de la Maison.',
      ),
    ).toBeTruthy();
  });
  it('shows each order’s workflow step and filters on it', async () => {
    const server = makeApiStandIn({
      [PAGINATOR]: (call) => {
        const etape = new URLSearchParams(call.path.split('?')[1]).get('etape');
        const orders = [{ ...PAID, workflow_etape_id: 2 }, SHIPPED];
        const datas = etape ? orders.filter((order) => String(order.workflow_etape_id) === etape) : orders;
        return { body: { code: 200, datas, total: datas.length, total_exact: true, page: 1, limit: 25 } };
      },
      'GET /workflows-etapes/paginator': {
        body: {
          code: 200,
          datas: [
            { id: 1, workflow_id: 5, label: 'Picking', ordre: 1, version: 1 },
            { id: 2, workflow_id: 5, label: 'Emballage', ordre: 2, version: 1 },
          ],
          total: 2,
          total_exact: true,
          page: 1,
          limit: 200,
        },
      },
    });
    await renderPage(server);
    await waitFor(() => expect(within(row('OC-2026-000042')).queryByText('Emballage')).not.toBeNull());
    expect(screen.getByRole('columnheader', { name: /Étape/u })).toBeTruthy();
    const filter = screen.getByLabelText('Étape') as HTMLSelectElement;
    await waitFor(() => expect(within(filter).queryByRole('option', { name: 'Picking' })).not.toBeNull());
    fireEvent.change(filter, { target: { value: '2' } });
    await waitFor(() => expect(screen.queryByText('OC-2026-000041')).toBeNull());
    expect(server.callsTo(PAGINATOR).at(-1)?.path).toBe(`${FIRST_PAGE}&etape=2`);
  });
});
