import type { StockMovement, VariantStock } from '@boutique/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeApiStandIn } from '../../test/api-stand-in.ts';
import { renderApp } from '../../test/render-app.tsx';
import { storeAdminSession } from '../../test/admin-session.ts';
import { loadBackOffice } from '../../test/load-back-office.ts';

const MAIN = { id: 1, label: 'Entrepôt principal', adresse: '', ordre: 0, version: 1 };
const ANNEX = { id: 2, label: 'Réserve Bordeaux', adresse: '', ordre: 1, version: 1 };

const variant = (overrides: Partial<VariantStock> = {}): VariantStock => ({
  declinaison_id: 11,
  produit_id: 3,
  produit_label: 'Crème Caviar',
  conteneur: 'Pot',
  label: '50 ml',
  seuil: 5,
  total: 12,
  reserve: 2,
  alerte: false,
  entrepots: [
    { entrepot_id: 1, quantite: 10 },
    { entrepot_id: 2, quantite: 4 },
  ],
  ...overrides,
});

/** The server's answer to a movement: the units now in warehouses 1 and 2, and what is sellable (2 reserved). */
const afterMovement = (first: number, second: number) => ({
  body: {
    code: 200,
    data: variant({
      total: first + second - 2,
      entrepots: [
        { entrepot_id: 1, quantite: first },
        { entrepot_id: 2, quantite: second },
      ],
    }),
  },
});

const CREAM = variant();
const SERUM = variant({
  declinaison_id: 12,
  produit_id: 4,
  produit_label: 'Sérum Perle',
  conteneur: 'Flacon',
  label: '30 ml',
  seuil: 5,
  total: 3,
  reserve: 0,
  alerte: true,
  entrepots: [{ entrepot_id: 1, quantite: 3 }],
});

/** A line of the ledger: by default, Camille's sale of 2 units from the main warehouse for order 42. */
const movement = (overrides: Partial<StockMovement> = {}): StockMovement => ({
  id: 9,
  entrepot_id: 1,
  entrepot_label: 'Entrepôt principal',
  delta: -2,
  motif: 'sale',
  user_id: 7,
  auteur: 'camille@example.fr',
  commande_id: 42,
  compte: null,
  lot_id: null,
  lot_numero: null,
  note: '',
  created: '2026-03-02T10:00:00.000Z',
  ...overrides,
});

/** The ledger newest first: the sale, the hold before it (on the units for sale, no warehouse), the opening stock. */
const MOVEMENTS: StockMovement[] = [
  movement(),
  movement({ id: 8, entrepot_id: null, entrepot_label: null, motif: 'hold', created: '2026-03-02T09:55:00.000Z' }),
  movement({
    id: 1,
    delta: 14,
    motif: 'receipt',
    user_id: null,
    auteur: null,
    commande_id: null,
    lot_id: 1,
    lot_numero: 'INITIAL',
    note: 'Stock initial',
    created: '2026-01-01T08:00:00.000Z',
  }),
];

function stocksServer(variants: VariantStock[] = [CREAM, SERUM]) {
  return makeApiStandIn({
    'GET /stocks': (call) => {
      const query = new URLSearchParams(call.path.split('?')[1]);
      const produit = Number(query.get('produit')) || null;
      const datas = variants.filter(
        (row) => (!produit || row.produit_id === produit) && (query.get('alerte') !== 'true' || row.alerte),
      );
      return { body: { code: 200, datas, total: datas.length, page: 1, limit: 50 } };
    },
    'GET /entrepots': { body: { code: 200, datas: [ANNEX, MAIN] } },
    'GET /produits/paginator': {
      body: {
        code: 200,
        datas: [
          { id: 3, label: 'Crème Caviar' },
          { id: 4, label: 'Sérum Perle' },
        ],
        total: 2,
        total_exact: true,
        page: 1,
        limit: 200,
      },
    },
    'GET /stocks/11/mouvements': { body: { code: 200, datas: MOVEMENTS, total: 3, page: 1, limit: 50 } },
  });
}

const row = (text: string) => screen.getByText(text).closest('tr') as HTMLTableRowElement;
const cells = (element: HTMLElement) =>
  within(element)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

async function renderPage(server = stocksServer()) {
  await renderApp('/fr/ad/stocks', { basketServer: server });
  await screen.findByRole('heading', { level: 1, name: 'Stocks' }, { timeout: 5000 });
  return server;
}

async function openVariant(name: string) {
  fireEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog', { name: name.replace('Gérer le stock de', 'Stock de') });
}

describe('stocks admin page', () => {
  beforeAll(loadBackOffice, 60_000);
  beforeEach(() => storeAdminSession());

  it('lists each variant’s stock for sale, held units and units per warehouse, with the low-stock alert', async () => {
    await renderPage();
    expect(await screen.findByText('Pot 50 ml')).toBeTruthy();
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    // Warehouses in the order sales take from them.
    expect(headers).toEqual([
      'Produit',
      'Déclinaison',
      'En vente',
      'Réservé',
      'Entrepôt principal',
      'Réserve Bordeaux',
      'Actions',
    ]);
    expect(cells(row('Pot 50 ml'))).toEqual(['Crème Caviar', '12', '2', '10', '4', 'Gérer']);
    expect(cells(row('Flacon 30 ml'))[1]).toBe('3Alerte (seuil 5)');
    expect(screen.getByRole('link', { name: 'Stocks' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Entrepôts' })).toBeTruthy();
  });

  it('filters by product and by alert', async () => {
    const server = await renderPage();
    await screen.findByText('Pot 50 ml');
    fireEvent.change(screen.getByLabelText('Produit'), { target: { value: '4' } });
    await waitFor(() => expect(screen.queryByText('Pot 50 ml')).toBeNull());
    expect(screen.getByText('Flacon 30 ml')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Seulement les stocks en alerte'));
    await waitFor(() =>
      expect(server.callsTo('GET /stocks').map((call) => call.path)).toContain('/stocks?page=1&produit=4&alerte=true'),
    );
  });

  it('shows a variant’s ledger newest first, with reason, place, author and order', async () => {
    await renderPage();
    const dialog = await openVariant('Gérer le stock de Crème Caviar — Pot 50 ml');
    const entries = await within(dialog).findAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      expect.stringMatching(/^VenteEntrepôt principal[-−]2.*camille@example\.fr · commande n° 42$/u),
      expect.stringMatching(/^RéservationStock en vente[-−]2/u),
      expect.stringMatching(/^RéceptionEntrepôt principal\+14.*La boutique · Stock initial$/u),
    ]);
  });

  it('adds units with a reason, and announces the new total', async () => {
    const server = await renderPage();
    server.set('POST /stocks/11/ajustement', afterMovement(15, 4));
    const dialog = await openVariant('Gérer le stock de Crème Caviar — Pot 50 ml');
    const form = within(dialog).getByRole('form', { name: 'Ajuster le stock' });
    fireEvent.change(within(form).getByLabelText(/^Quantité/u), { target: { value: '5' } });
    fireEvent.change(within(form).getByLabelText(/^Note/u), { target: { value: 'Livraison du 3 mars' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer l’ajustement' }));
    expect(await screen.findByText('Stock de Pot 50 ml enregistré : 17 en vente.')).toBeTruthy();
    expect(server.callsTo('POST /stocks/11/ajustement')[0]?.body).toEqual({
      entrepot_id: 1,
      operation: 'ajouter',
      quantite: 5,
      motif: 'receipt',
      note: 'Livraison du 3 mars',
    });
  });

  it('sends a stock count without a reason, and shows a count in the ledger as an adjustment with its figure', async () => {
    const server = await renderPage();
    server.set('GET /stocks/11/mouvements', {
      body: {
        code: 200,
        datas: [
          movement({
            id: 10,
            delta: -12,
            motif: 'adjustment',
            commande_id: null,
            compte: 12,
            lot_id: 1,
            lot_numero: 'INITIAL',
            created: '2026-01-01T08:00:00.000Z',
          }),
        ],
        total: 1,
        page: 1,
        limit: 50,
      },
    });
    const dialog = await openVariant('Gérer le stock de Crème Caviar — Pot 50 ml');
    const entries = await within(dialog).findAllByRole('listitem');
    expect(entries[0]?.textContent).toMatch(
      /^AjustementEntrepôt principal[-−]12.*camille@example\.fr · inventaire : 12 unités comptées$/u,
    );
    const form = within(dialog).getByRole('form', { name: 'Ajuster le stock' });
    fireEvent.change(within(form).getByLabelText(/^Opération/u), { target: { value: 'fixer' } });
    // A count is always an adjustment: no reason to choose, none to get wrong.
    expect(within(form).queryByLabelText(/^Motif/u)).toBeNull();
    fireEvent.change(within(form).getByLabelText(/^Quantité/u), { target: { value: '20' } });
    server.set('POST /stocks/11/ajustement', afterMovement(20, 4));
    fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer l’ajustement' }));
    expect(await screen.findByText('Stock de Pot 50 ml enregistré : 22 en vente.')).toBeTruthy();
    expect(server.callsTo('POST /stocks/11/ajustement')[0]?.body).toEqual({
      entrepot_id: 1,
      operation: 'fixer',
      quantite: 20,
    });
  });

  it('asks before removing units, and shows the server’s refusal under the quantity', async () => {
    const server = await renderPage();
    const message = 'Il n’y a que 10 unité(s) dans Entrepôt principal : impossible d’en retirer 12.';
    server.set('POST /stocks/11/ajustement', {
      status: 409,
      body: { code: 409, message, errors: { quantite: [message] } },
    });
    const dialog = await openVariant('Gérer le stock de Crème Caviar — Pot 50 ml');
    const form = within(dialog).getByRole('form', { name: 'Ajuster le stock' });
    fireEvent.change(within(form).getByLabelText(/^Quantité/u), { target: { value: '-12' } });
    fireEvent.change(within(form).getByLabelText(/^Motif/u), { target: { value: 'adjustment' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer l’ajustement' }));
    const confirm = await screen.findByRole('dialog', { name: 'Retirer du stock' });
    expect(confirm.textContent).toContain('Retirer 12 unités de l’entrepôt « Entrepôt principal » ?');
    expect(server.callsTo('POST /stocks/11/ajustement')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Retirer' }));
    expect(await within(form).findByText(`${message.replace(/\.$/u, '')}.`)).toBeTruthy();
    expect(server.callsTo('POST /stocks/11/ajustement')[0]?.body).toMatchObject({ quantite: -12, motif: 'adjustment' });
  });

  it('checks the form before calling: no quantity, same warehouse twice', async () => {
    const server = await renderPage();
    const dialog = await openVariant('Gérer le stock de Crème Caviar — Pot 50 ml');
    const adjustForm = within(dialog).getByRole('form', { name: 'Ajuster le stock' });
    fireEvent.click(within(adjustForm).getByRole('button', { name: 'Enregistrer l’ajustement' }));
    expect(await within(adjustForm).findByText('Quantité attendue.')).toBeTruthy();
    const transferForm = within(dialog).getByRole('form', { name: 'Transférer entre entrepôts' });
    fireEvent.change(within(transferForm).getByLabelText(/^Vers/u), { target: { value: '1' } });
    fireEvent.change(within(transferForm).getByLabelText(/^Quantité/u), { target: { value: '2' } });
    fireEvent.click(within(transferForm).getByRole('button', { name: 'Transférer' }));
    expect(await within(transferForm).findByText('Choisissez un autre entrepôt que celui de départ.')).toBeTruthy();
    expect(server.callsTo('POST /stocks/11/ajustement')).toHaveLength(0);
    expect(server.callsTo('POST /stocks/11/transfert')).toHaveLength(0);
  });

  it('transfers units between warehouses', async () => {
    const server = await renderPage();
    server.set('POST /stocks/11/transfert', afterMovement(7, 7));
    const dialog = await openVariant('Gérer le stock de Crème Caviar — Pot 50 ml');
    const form = within(dialog).getByRole('form', { name: 'Transférer entre entrepôts' });
    fireEvent.change(within(form).getByLabelText(/^Quantité/u), { target: { value: '3' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Transférer' }));
    expect(await screen.findByText('3 unités de Pot 50 ml transférées.')).toBeTruthy();
    expect(server.callsTo('POST /stocks/11/transfert')[0]?.body).toEqual({ depuis: 1, vers: 2, quantite: 3 });
  });

  it('says it is loading, when nothing matches, and that the page is for the team', async () => {
    const { unmount } = await renderApp('/fr/ad/stocks', {
      basketServer: makeApiStandIn({ 'GET /stocks': 'pending' }),
    });
    expect(await screen.findByText('Chargement des stocks…', {}, { timeout: 5000 })).toBeTruthy();
    unmount();
    const empty = await renderApp('/fr/ad/stocks', { basketServer: stocksServer([]) });
    expect(await screen.findByText('Aucune déclinaison pour ces filtres.', {}, { timeout: 5000 })).toBeTruthy();
    empty.unmount();
    await renderApp('/fr/ad/stocks', {
      basketServer: makeApiStandIn({
        'GET /stocks': { status: 403, body: { code: 403, message: 'Accès refusé.', errors: {} } },
      }),
    });
    expect(
      await screen.findByText(
        'Votre compte ne permet pas de gérer les stocks. Adressez-vous à un administrateur de la Maison.',
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
  });
});
