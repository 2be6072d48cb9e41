import type { AdminOrderDetail, OrderNote } from '@boutique/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeApiStandIn } from '../../test/api-stand-in.ts';
import { readablePrice } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { storeAdminSession } from '../../test/admin-session.ts';
import { makeOrderDetail, ORDER_HASH } from './test/order-fixtures.ts';
import { loadBackOffice } from '../../test/load-back-office.ts';

const HASH = ORDER_HASH;
const DETAIL = `GET /admin/commandes/${HASH}`;
const NOTES = `POST /admin/commandes/${HASH}/notes`;

const NOTE: OrderNote = {
  id: 3,
  texte: 'Client rappelé :\nlivraison le 12.',
  created: '2026-02-11T08:00:00.000Z',
  auteur: { id: 1, prenom: 'Alix', nom: 'Admin', mail: 'alix@exemple.fr' },
};

const makeDetail = (overrides: Partial<AdminOrderDetail> = {}) => makeOrderDetail({ notes: [NOTE], ...overrides });

async function renderPage(server = makeApiStandIn({ [DETAIL]: { body: { code: 200, data: makeDetail() } } })) {
  await renderApp(`/fr/ad/commandes/${HASH}`, { basketServer: server });
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  return server;
}

const section = (name: string) => screen.getByRole('region', { name });

describe('order admin page', () => {
  beforeAll(loadBackOffice, 60_000);
  beforeEach(() => storeAdminSession());

  it('shows the lines, amounts with VAT by rate, customer, delivery, payment, timeline and notes', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Commande OC-2026-000042');
    expect(screen.getByRole('link', { name: 'Commandes' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Toutes les commandes' }).getAttribute('href')).toBe('/fr/ad/commandes');

    const lines = section('Articles');
    const line = within(lines).getByRole('row', { name: /Crème au caviar/u });
    expect(within(line).getByText('Pot 50 ml')).toBeTruthy();
    expect(readablePrice(line.textContent ?? '')).toContain('2100,00 €120,00 €20 %240,00 €');
    const amounts = readablePrice(lines.querySelector('dl')?.textContent ?? '');
    expect(amounts).toContain('Livraison (Mondial Relay)6,90 €');
    expect(amounts).toContain('Total HT205,75 €');
    expect(amounts).toContain('TVA 20 % sur 205,75 €41,15 €');
    expect(amounts).toContain('Total TTC246,90 €');

    const customer = section('Client');
    expect(within(customer).getByText('Camille Durand')).toBeTruthy();
    expect(within(customer).getByRole('link', { name: 'camille.durand@example.fr' }).getAttribute('href')).toBe(
      'mailto:camille.durand@example.fr',
    );
    expect(within(customer).getByRole('link', { name: 'Voir ses commandes' }).getAttribute('href')).toBe(
      '/fr/ad/commandes?q=camille.durand%40example.fr',
    );

    const delivery = section('Livraison et facturation');
    expect(within(delivery).getByText('Mondial Relay')).toBeTruthy();
    expect(within(delivery).getByText('Tabac de la Gare')).toBeTruthy();
    expect(within(delivery).getByText('3 allée des Tilleuls')).toBeTruthy();

    const payment = section('Paiement et remboursement');
    expect(readablePrice(payment.textContent ?? '')).toContain('246,90 € payés le');
    expect(within(payment).getByText('Référence du prestataire : pi_123')).toBeTruthy();

    const timeline = within(section('Chronologie')).getAllByRole('listitem');
    expect(timeline.map((item) => item.textContent?.replace(/^.*?\d{2}:\d{2}/u, ''))).toEqual([
      'Commande passée',
      'Paiement reçu',
      'Statut changé : Expédiée → Payée par alix@exemple.fr',
    ]);

    const notes = section('Notes internes');
    expect(within(notes).getByText(/Client rappelé/u).textContent).toBe('Client rappelé :\nlivraison le 12.');
    expect(within(notes).getByText(/Alix Admin/u)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Historique' })).toBeTruthy();

    const actions = screen.getByRole('group', { name: 'Actions de la commande OC-2026-000042' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Marquer expédiée', 'Rembourser', 'Enregistrer un retour', 'Télécharger la facture F-2026-000042']);
  });

  it('gives the payment link a staff order was sent with, and whether it was paid through it', async () => {
    const url = 'https://boutique.example/en/paiement/0f3c';
    await renderPage(
      makeApiStandIn({
        [DETAIL]: {
          body: { code: 200, data: makeDetail({ paiement: null, lien_paiement: { id: 8, url, paye: null } }) },
        },
      }),
    );
    const payment = section('Paiement et remboursement');
    expect(within(payment).getByRole('link', { name: url }).getAttribute('href')).toBe(url);
    expect(within(payment).getByText(/Pas encore payé par ce lien/u)).toBeTruthy();
  });

  it('shows every time on the shop’s clock, Paris, and says so', async () => {
    await renderPage();
    // Placed 09:30 UTC on 10 February: 10:30 in Paris, whatever the browser's zone.
    expect(screen.getByText(/^Passée le 10 février 2026/u).textContent).toContain('10:30');
    expect(within(section('Chronologie')).getAllByRole('listitem')[0]?.textContent).toContain('10:30');
    expect(section('Paiement et remboursement').textContent).toContain('10:35');
    expect(screen.getByText('Dates et heures en heure de Paris.')).toBeTruthy();
  });

  it('offers the credit note a refund issued, fetching a fresh address on click', async () => {
    const avoir = { numero: 'AV-2026-000003', url: 'https://boutique.example/api/avoirs/x.pdf?expires=1' };
    const refunded = makeDetail({
      statut: 'remboursee',
      remboursement: { reference: 're_1', montant: 24_690, date: '2026-02-12T10:00:00.000Z' },
      avoir,
    });
    const server = await renderPage(makeApiStandIn({ [DETAIL]: { body: { code: 200, data: refunded } } }));
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const fresh = { ...avoir, url: 'https://boutique.example/api/avoirs/x.pdf?expires=2' };
    server.set(DETAIL, { body: { code: 200, data: { ...refunded, avoir: fresh } } });
    const actions = screen.getByRole('group', { name: 'Actions de la commande OC-2026-000042' });
    fireEvent.click(within(actions).getByRole('button', { name: 'Télécharger l’avoir AV-2026-000003' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(fresh.url));
    assign.mockRestore();
  });

  it('says it is loading, that an order does not exist, and offers a retry after a failure', async () => {
    const { unmount } = await renderApp(`/fr/ad/commandes/${HASH}`, {
      basketServer: makeApiStandIn({ [DETAIL]: 'pending' }),
    });
    expect(await screen.findByText('Chargement de la commande…', {}, { timeout: 5000 })).toBeTruthy();
    unmount();

    const missing = await renderApp(`/fr/ad/commandes/${HASH}`, {
      basketServer: makeApiStandIn({
        [DETAIL]: { status: 404, body: { code: 404, message: 'Commande introuvable.', errors: {} } },
      }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Commande introuvable' }, { timeout: 5000 }),
    ).toBeTruthy();
    missing.unmount();

    const server = makeApiStandIn({
      [DETAIL]: { status: 500, body: { code: 500, message: 'Erreur interne.', errors: {} } },
    });
    await renderApp(`/fr/ad/commandes/${HASH}`, { basketServer: server });
    expect(
      await screen.findByText('La commande n’a pas pu être chargée : Erreur interne.', {}, { timeout: 5000 }),
    ).toBeTruthy();
    server.set(DETAIL, { body: { code: 200, data: makeDetail({ notes: [] }) } });
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Aucune note pour l’instant.')).toBeTruthy();
  });

  it('checks a note before sending it, adds it, and shows the server’s field errors', async () => {
    const server = await renderPage(
      makeApiStandIn({ [DETAIL]: { body: { code: 200, data: makeDetail({ notes: [] }) } } }),
    );
    const notes = section('Notes internes');
    const field = within(notes).getByLabelText('Nouvelle note') as HTMLTextAreaElement;
    fireEvent.click(within(notes).getByRole('button', { name: 'Ajouter la note' }));
    expect(await within(notes).findByText('Écrivez la note.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
    expect(server.callsTo(NOTES)).toHaveLength(0);

    server.set(NOTES, { status: 201, body: { code: 201, data: NOTE } });
    server.set(DETAIL, { body: { code: 200, data: makeDetail() } });
    fireEvent.change(field, { target: { value: '  Client rappelé.  ' } });
    expect(field.getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(within(notes).getByRole('button', { name: 'Ajouter la note' }));
    expect(await within(notes).findByText('Note ajoutée.')).toBeTruthy();
    expect(server.callsTo(NOTES)[0]?.body).toEqual({ texte: 'Client rappelé.' });
    expect(await within(notes).findByText(/livraison le 12/u)).toBeTruthy();
    expect(field.value).toBe('');

    server.set(NOTES, {
      status: 400,
      body: { code: 400, message: 'Données invalides.', errors: { texte: ['Note trop longue.'] } },
    });
    fireEvent.change(field, { target: { value: 'Encore une' } });
    fireEvent.click(within(notes).getByRole('button', { name: 'Ajouter la note' }));
    expect(await within(notes).findByText('Note trop longue.')).toBeTruthy();
  });

  it('ships from the page, and opens the refund dialog', async () => {
    const server = await renderPage();
    server.set('PUT /commandes/1/expedition', { body: { code: 200, data: {} } });
    server.set('GET /entrepots', { body: { code: 200, datas: [{ id: 2, label: 'Lyon', ordre: 1 }] } });
    fireEvent.click(screen.getByRole('button', { name: 'Marquer expédiée' }));
    const dialog = await screen.findByRole('dialog', { name: 'Expédier la commande OC-2026-000042' });
    fireEvent.change(within(dialog).getByLabelText('Numéro de suivi'), { target: { value: '6A99' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Marquer expédiée' }));
    expect(
      await screen.findByText('Commande OC-2026-000042 marquée expédiée : le client est prévenu par e-mail.'),
    ).toBeTruthy();
    expect(server.callsTo('PUT /commandes/1/expedition')[0]?.body).toEqual({ suivi: '6A99' });
    await waitFor(() => expect(server.callsTo(DETAIL).length).toBeGreaterThan(1));

    // Refunds in part are covered by refunds/order-refunds.test.tsx; nothing leaves before a choice.
    fireEvent.click(screen.getByRole('button', { name: 'Rembourser' }));
    const refund = await screen.findByRole('dialog', { name: 'Rembourser la commande OC-2026-000042' });
    expect(await within(refund).findByRole('button', { name: 'Tout rembourser' })).toBeTruthy();
    expect(server.callsTo('POST /commandes/1/remboursements')).toHaveLength(0);
  });
  it('records a return for a defect from the page, then opens it', async () => {
    const server = makeApiStandIn({ [DETAIL]: { body: { code: 200, data: makeDetail() } } });
    const { currentPath } = await renderApp(`/fr/ad/commandes/${HASH}`, { basketServer: server });
    fireEvent.click(await screen.findByRole('button', { name: 'Enregistrer un retour' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Retour de la commande OC-2026-000042' });
    // Nothing named, nothing sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer le retour' }));
    expect(await within(dialog).findByText('Indiquez au moins un article retourné.')).toBeTruthy();

    server.set('POST /retours', { body: { code: 200, data: { id: 9 } } });
    expect((within(dialog).getByLabelText('Type') as HTMLSelectElement).value).toBe('defaut');
    fireEvent.change(within(dialog).getByLabelText('Unités retournées : Crème au caviar — Pot 50 ml'), {
      target: { value: '1' },
    });
    fireEvent.change(within(dialog).getByLabelText('Message'), { target: { value: 'Pompe cassée' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer le retour' }));
    await waitFor(() => expect(currentPath()).toBe('/fr/ad/retours/9'));
    expect(server.callsTo('POST /retours')[0]?.body).toEqual({
      numero: 'OC-2026-000042',
      type: 'defaut',
      lignes: [{ declinaison: 12, qtt: 1 }],
      message: 'Pompe cassée',
    });
  });

  it('opens its refund dialog when reached from the list’s refund action', async () => {
    const server = makeApiStandIn({
      [DETAIL]: { body: { code: 200, data: makeDetail() } },
      'GET /entrepots': { body: { code: 200, datas: [{ id: 2, label: 'Lyon', ordre: 1 }] } },
    });
    await renderApp(`/fr/ad/commandes/${HASH}?rembourser`, { basketServer: server });
    const refund = await screen.findByRole('dialog', { name: 'Rembourser la commande OC-2026-000042' });
    expect(await within(refund).findByRole('button', { name: 'Tout rembourser' })).toBeTruthy();
    expect(server.callsTo('POST /commandes/1/remboursements')).toHaveLength(0);
  });

  it('shows the configured status and moves the order along its workflow', async () => {
    const STEP = `GET /admin/commandes/${HASH}/etape`;
    const MOVE = `POST /admin/commandes/${HASH}/etape`;
    const step = (etape_id: number, etape_label: string, rang: number, suivante: string | null) => ({
      body: {
        code: 200,
        data: {
          workflow_id: 5,
          workflow_label: 'Préparation standard',
          etape_id,
          etape_label,
          rang,
          total: 4,
          suivante,
        },
      },
    });
    const server = makeApiStandIn({
      [DETAIL]: { body: { code: 200, data: makeDetail() } },
      'GET /statuts/paginator': {
        body: {
          code: 200,
          datas: [
            {
              code: 'payee',
              label: 'Payée, à préparer',
              traductions: {},
              couleur: '#2f855a',
              mail_client: false,
              ordre: 2,
              version: 1,
            },
          ],
          total: 1,
          total_exact: true,
          page: 1,
          limit: 200,
        },
      },
      [STEP]: { body: { code: 200, data: null } },
      'GET /workflows/paginator': {
        body: {
          code: 200,
          datas: [
            { id: 5, label: 'Préparation standard', actif: true, version: 1 },
            { id: 6, label: 'Ancien circuit', actif: false, version: 1 },
          ],
          total: 2,
          total_exact: true,
          page: 1,
          limit: 200,
        },
      },
      [MOVE]: step(1, 'Picking', 1, 'Emballage'),
    });
    await renderPage(server);
    expect(await screen.findByText('Payée, à préparer')).toBeTruthy();
    const panel = section('Workflow');
    expect(await within(panel).findByText('Cette commande ne suit aucun workflow.')).toBeTruthy();
    const choice = within(panel).getByLabelText('Workflow') as HTMLSelectElement;
    await waitFor(() => expect(within(choice).queryByRole('option', { name: 'Préparation standard' })).not.toBeNull());
    expect(within(choice).queryByRole('option', { name: 'Ancien circuit' })).toBeNull();
    fireEvent.change(choice, { target: { value: '5' } });
    // The server's word after each move (the page reads the step again with the order).
    server.set(STEP, step(1, 'Picking', 1, 'Emballage'));
    fireEvent.click(within(panel).getByRole('button', { name: 'Démarrer à la première étape' }));
    expect(await within(panel).findByText('Préparation standard : étape 1 sur 4, « Picking ».')).toBeTruthy();
    expect(server.callsTo(MOVE)[0]?.body).toEqual({ workflow_id: 5 });

    server.set(MOVE, step(2, 'Emballage', 2, 'Contrôle qualité'));
    server.set(STEP, step(2, 'Emballage', 2, 'Contrôle qualité'));
    fireEvent.click(within(panel).getByRole('button', { name: 'Passer à l’étape suivante' }));
    expect(await within(panel).findByText('Commande passée à l’étape « Emballage ».')).toBeTruthy();
    expect(server.callsTo(MOVE)[1]?.body).toEqual({});

    server.set(MOVE, {
      status: 409,
      body: { code: 409, message: 'La commande est déjà à la dernière étape.', errors: {} },
    });
    fireEvent.click(within(panel).getByRole('button', { name: 'Passer à l’étape suivante' }));
    expect(await within(panel).findByText('Erreur : La commande est déjà à la dernière étape.')).toBeTruthy();
  });
});
