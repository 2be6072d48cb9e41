import { calculateRefund, NOTHING_REFUNDED, type AdminOrderDetail, type OrderRefund } from '@boutique/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeApiStandIn } from '../../../test/api-stand-in.ts';
import { storeAdminSession } from '../../../test/admin-session.ts';
import { loadBackOffice } from '../../../test/load-back-office.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { makeOrderDetail, ORDER_HASH } from '../test/order-fixtures.ts';
import { toRefundableOrder } from './refund-rule.ts';
import { recordDownloads } from '../../../test/record-downloads.ts';

const DETAIL = `GET /admin/commandes/${ORDER_HASH}`;
const REFUND = 'POST /commandes/1/remboursements';
const CREAM = 'Crème au caviar — Pot 50 ml';

/** Two creams at 120,00 € with 10,00 € off: a unit is refunded at what was paid for it, 115,00 €. */
const discounted = (overrides: Partial<AdminOrderDetail> = {}) => {
  const order = makeOrderDetail({ remboursements: [], ...overrides });
  return { ...order, totaux: { ...order.totaux, remise_ttc: 1000, total_ttc: 23_690 } };
};

const refund = (overrides: Partial<OrderRefund> = {}): OrderRefund => ({
  id: 8,
  statut: 'effectue',
  montant_ttc: 11_500,
  montant_ht: 9_583,
  tva: [{ taux_bps: 2000, base_ht: 9_583, montant: 1_917 }],
  livraison_ttc: 0,
  libre_ttc: 0,
  motif: 'Pot abîmé',
  par: { id: 1, prenom: 'Alix', nom: 'Admin', mail: 'alix@exemple.fr' },
  reference: 're_1',
  created: '2026-02-12T10:00:00.000Z',
  effectue: '2026-02-12T10:00:01.000Z',
  echoue_le: null,
  avoir: 'AV-2026-000003',
  lignes: [{ declinaison_id: 12, qtt: 1, montant_ttc: 11_500, restock: true, entrepot_id: 2 }],
  ...overrides,
});

const WAREHOUSES = {
  body: {
    code: 200,
    datas: [
      { id: 2, label: 'Lyon', ordre: 1 },
      { id: 3, label: 'Paris', ordre: 2 },
    ],
  },
};

async function renderPage(order: AdminOrderDetail = discounted()) {
  const server = makeApiStandIn({ [DETAIL]: { body: { code: 200, data: order } }, 'GET /entrepots': WAREHOUSES });
  await renderApp(`/fr/ad/commandes/${ORDER_HASH}`, { basketServer: server });
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  return server;
}

async function openDialog() {
  fireEvent.click(screen.getByRole('button', { name: 'Rembourser' }));
  const dialog = await screen.findByRole('dialog', { name: 'Rembourser la commande OC-2026-000042' });
  await within(dialog).findByRole('table');
  return dialog;
}

const total = (dialog: HTMLElement) =>
  (within(dialog).getByText(/^Total remboursé/u).textContent ?? '').replace(/\s/gu, ' ');

describe('refunds on the order admin page', () => {
  const opened = recordDownloads();
  beforeAll(loadBackOffice, 60_000);
  beforeEach(() => storeAdminSession());

  it('computes the total with the domain rule as units, the delivery and a free amount are chosen', async () => {
    await renderPage();
    const dialog = await openDialog();
    const row = within(dialog).getByRole('row', { name: new RegExp(CREAM, 'u') });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', '0', '', 'Remettre en stock']);
    expect(total(dialog)).toBe('Total remboursé : 0,00 €');

    fireEvent.change(within(dialog).getByLabelText(`Unités à rembourser : ${CREAM} (2 au plus)`), {
      target: { value: '1' },
    });
    const expected = calculateRefund(toRefundableOrder(discounted()), NOTHING_REFUNDED, {
      lignes: [{ declinaison: 12, qtt: 1 }],
      livraison: false,
      montant_libre: 0,
    });
    expect(expected.ok && expected.refund.total_ttc).toBe(11_500);
    await waitFor(() => expect(total(dialog)).toBe('Total remboursé : 115,00 €'));

    fireEvent.click(within(dialog).getByLabelText('Rembourser les frais de livraison (6,90 €)'));
    fireEvent.change(within(dialog).getByLabelText('Montant libre (€)'), { target: { value: '3,10' } });
    await waitFor(() => expect(total(dialog)).toBe('Total remboursé : 125,00 €'));

    // More units than are left: the rule's refusal, in the staff's words.
    fireEvent.change(within(dialog).getByLabelText(`Unités à rembourser : ${CREAM} (2 au plus)`), {
      target: { value: '3' },
    });
    expect(await within(dialog).findByText('Vous demandez plus d’unités qu’il n’en reste à rembourser.')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Tout rembourser' }));
    await waitFor(() => expect(total(dialog)).toBe('Total remboursé : 236,90 €'));
  });

  it('offers the warehouses once units go back in stock, and sends after a confirmation', async () => {
    const server = await renderPage();
    server.set(REFUND, { body: { code: 200, data: refund() } });
    const dialog = await openDialog();
    expect(within(dialog).queryByLabelText(`Entrepôt où remettre : ${CREAM}`)).toBeNull();
    fireEvent.change(within(dialog).getByLabelText(`Unités à rembourser : ${CREAM} (2 au plus)`), {
      target: { value: '1' },
    });
    fireEvent.click(within(dialog).getByLabelText(`Remettre en stock : ${CREAM}`));
    const warehouse = (await within(dialog).findByLabelText(`Entrepôt où remettre : ${CREAM}`)) as HTMLSelectElement;
    expect(
      within(warehouse)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Lyon', 'Paris']);
    fireEvent.change(warehouse, { target: { value: '3' } });

    // The reason is asked before anything is sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rembourser' }));
    expect(await within(dialog).findByText('Indiquez le motif du remboursement.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Motif/u), { target: { value: 'Pot abîmé' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rembourser' }));

    const confirm = await screen.findByRole('dialog', { name: 'Confirmer le remboursement' });
    expect((confirm.textContent ?? '').replace(/\s/gu, ' ')).toContain(
      'Rembourser 115,00 € à Camille Durand ? Cette action est définitive.',
    );
    expect(server.callsTo(REFUND)).toHaveLength(0);
    // A double click asks one refund.
    const confirmButton = within(confirm).getByRole('button', { name: 'Rembourser' });
    fireEvent.click(confirmButton);
    fireEvent.click(confirmButton);

    expect(await screen.findByText(/^Remboursement de 115,00\s€ effectué\.$/u)).toBeTruthy();
    expect(server.callsTo(REFUND)).toHaveLength(1);
    expect(server.callsTo(REFUND)[0]?.body).toEqual({
      lignes: [{ declinaison: 12, qtt: 1, restock: true, entrepot: 3 }],
      livraison: false,
      montant_libre: 0,
      motif: 'Pot abîmé',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('puts restocked units back into the lot staff name when the order took several', async () => {
    const order = discounted();
    const lots = [
      { id: 41, numero: 'L2605', qtt: 1 },
      { id: 42, numero: 'L2611', qtt: 1 },
    ];
    const server = await renderPage({ ...order, lignes: order.lignes.map((line) => ({ ...line, lots })) });
    server.set(REFUND, { body: { code: 200, data: refund() } });
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText(`Unités à rembourser : ${CREAM} (2 au plus)`), {
      target: { value: '1' },
    });
    fireEvent.click(within(dialog).getByLabelText(`Remettre en stock : ${CREAM}`));
    const lot = (await within(dialog).findByLabelText(`Lot où remettre ${CREAM}`)) as HTMLSelectElement;
    expect(
      within(lot)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Les lots d’où viennent les articles',
      'Lot L2605 (1 article de la commande)',
      'Lot L2611 (1 article de la commande)',
    ]);
    fireEvent.change(lot, { target: { value: '42' } });
    fireEvent.change(within(dialog).getByLabelText(/^Motif/u), { target: { value: 'Retour intact' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rembourser' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirmer le remboursement' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Rembourser' }));
    await waitFor(() => expect(server.callsTo(REFUND)).toHaveLength(1));
    expect(server.callsTo(REFUND)[0]?.body).toMatchObject({
      lignes: [{ declinaison: 12, qtt: 1, restock: true, entrepot: 2, lot: 42 }],
    });
  });

  it('explains a refusal by its reason, never by the server’s sentence', async () => {
    const server = await renderPage();
    server.set(REFUND, {
      status: 409,
      body: { code: 409, message: 'Il reste 12 centimes remboursables.', errors: {}, reason: 'refund_exceeds_paid' },
    });
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText(`Unités à rembourser : ${CREAM} (2 au plus)`), {
      target: { value: '1' },
    });
    fireEvent.change(within(dialog).getByLabelText(/^Motif/u), { target: { value: 'Geste' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rembourser' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirmer le remboursement' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Rembourser' }));
    expect(
      await within(dialog).findByText('Ce remboursement dépasse ce qui reste à rembourser sur la commande.'),
    ).toBeTruthy();
    expect(screen.queryByText(/12 centimes/u)).toBeNull();
  });

  it('closes the dialog when the provider is out, the refund left asked for a retry', async () => {
    const server = await renderPage();
    server.set(REFUND, {
      status: 503,
      body: { code: 503, message: 'Indisponible.', errors: {}, reason: 'payment_provider_unavailable' },
    });
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText(`Unités à rembourser : ${CREAM} (2 au plus)`), {
      target: { value: '1' },
    });
    fireEvent.change(within(dialog).getByLabelText(/^Motif/u), { target: { value: 'Geste' } });
    server.set(DETAIL, {
      body: { code: 200, data: discounted({ remboursements: [refund({ statut: 'demande', avoir: null })] }) },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rembourser' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirmer le remboursement' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Rembourser' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      await screen.findByText(
        'Erreur : Le prestataire de paiement ne répond pas : le remboursement reste demandé, relancez-le dans un instant.',
      ),
    ).toBeTruthy();
    const list = await screen.findByRole('region', { name: 'Remboursements' });
    expect(within(list).getByRole('button', { name: 'Relancer' })).toBeTruthy();
  });

  it('lists the refunds with their credit notes, and retries one left asked', async () => {
    const asked = refund({ id: 9, statut: 'demande', avoir: null, reference: null, effectue: null, motif: 'Retour' });
    const failed = refund({ id: 10, statut: 'refuse', avoir: null, reference: 're_failed', effectue: null });
    const settling = refund({ id: 11, statut: 'demande', avoir: null, reference: 're_pending', effectue: null });
    const failedLater = refund({ id: 12, avoir: 'AV-2026-000004', echoue_le: '2026-02-14T09:30:00.000Z' });
    const server = await renderPage(discounted({ remboursements: [refund(), asked, failed, settling, failedLater] }));
    server.set('GET /admin/factures/AV-2026-000003/lien', { body: { url: 'https://boutique.example/avoir.pdf' } });
    server.set('POST /commandes/1/remboursements/9', { body: { code: 200, data: { ...asked, statut: 'effectue' } } });

    const list = screen.getByRole('region', { name: 'Remboursements' });
    const [made, pending, refused, awaiting, lost] = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.parentElement === list);
    // Made, then failed at the provider: staff are told the customer is still owed the money.
    expect(within(lost!).getByRole('alert').textContent).toContain('l’argent n’est pas revenu au client');
    expect(within(made!).queryByRole('alert')).toBeNull();
    // A refund that failed at the provider says its amount is free again; one it settles later waits.
    expect(refused!.textContent).toContain('Refusé');
    expect(refused!.textContent).toContain('le montant peut être remboursé de nouveau');
    expect(awaiting!.textContent).toContain('en attente de sa confirmation');
    expect(pending!.textContent).not.toContain('en attente de sa confirmation');
    const text = (made?.textContent ?? '').replace(/\s/gu, ' ');
    expect(text).toContain('115,00 €');
    expect(text).toContain('Effectué');
    expect(text).toContain('Motif : Pot abîmé');
    expect(text).toContain(`${CREAM} × 1 : 115,00 € (remis en stock)`);
    expect(text).toContain('par Alix Admin');
    expect(within(pending!).getByText('Demandé')).toBeTruthy();
    expect(within(pending!).queryByRole('button', { name: /avoir/u })).toBeNull();
    expect(within(made!).queryByRole('button', { name: 'Relancer' })).toBeNull();

    fireEvent.click(within(made!).getByRole('button', { name: 'Télécharger l’avoir AV-2026-000003' }));
    await waitFor(() => expect(opened).toEqual(['https://boutique.example/avoir.pdf']));

    fireEvent.click(within(pending!).getByRole('button', { name: 'Relancer' }));
    expect(await screen.findByText(/^Remboursement de 115,00\s€ effectué\.$/u)).toBeTruthy();
    expect(server.callsTo('POST /commandes/1/remboursements/9')).toHaveLength(1);

    server.set('POST /commandes/1/remboursements/9', {
      status: 503,
      body: { code: 503, message: 'Indisponible.', errors: {}, reason: 'payment_provider_unavailable' },
    });
    fireEvent.click(within(pending!).getByRole('button', { name: 'Relancer' }));
    expect(await within(pending!).findByRole('alert')).toBeTruthy();
    expect(within(pending!).getByRole('alert').textContent).toBe(
      'Le prestataire de paiement ne répond pas : le remboursement reste demandé, relancez-le dans un instant.',
    );
  });
});
