import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeApiStandIn } from '../../../test/api-stand-in.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { storeAdminSession } from '../../../test/admin-session.ts';
import { loadBackOffice } from '../../../test/load-back-office.ts';

const CAMILLE = { id: 7, mail: 'camille@exemple.fr', prenom: 'Camille', nom: 'Durand' };
const ADDRESS = {
  id: 31,
  prenom: 'Camille',
  nom: 'Durand',
  societe: '',
  ligne1: '12 rue des Carmes',
  ligne2: '',
  code_postal: '33000',
  ville: 'Bordeaux',
  pays: 'FR',
  tel: '',
  livraison_defaut: true,
  facturation_defaut: true,
};
const CREAM = { declinaison_id: 11, produit_label: 'Crème Caviar', label: 'Pot 50 ml', prix_ttc: 12_900, stock: 2 };
const SOLD_OUT = { declinaison_id: 12, produit_label: 'Sérum Perle', label: 'Flacon 30 ml', prix_ttc: 8_900, stock: 0 };

function server(
  orderAnswer: { status?: number; body: unknown } = {
    body: { code: 200, data: { hash: 'abc', statut: 'reservee', total_ttc: 26_790, lien: null } },
  },
) {
  return makeApiStandIn({
    'GET /clients/paginator': {
      body: { code: 200, datas: [CAMILLE], total: 1, total_exact: true, page: 1, limit: 10 },
    },
    'GET /clients/7/fiche': { body: { code: 200, data: { adresses: [ADDRESS], paniers: [], newsletter: [] } } },
    'GET /admin/commandes/declinaisons': { body: { code: 200, datas: [CREAM, SOLD_OUT] } },
    'GET /admin/commandes/paiements-hors-ligne': {
      body: { code: 200, datas: [{ id: 3, code: 'especes', label: 'Espèces au salon' }] },
    },
    'POST /admin/commandes/devis': (call) => {
      const input = call.body as { lignes: { qtt: number }[]; livraison: number | null };
      const lines = input.lignes.reduce((sum, line) => sum + line.qtt * 12_900, 0);
      const delivery = input.livraison ? 990 : 0;
      return {
        body: {
          code: 200,
          lignes: [],
          methodes: [{ id: 5, label: 'Colissimo — Domicile', prix_ttc: 990, point_relais: false, points: [] }],
          totaux: {
            lignes_ttc: lines,
            livraison_ttc: delivery,
            remise_ttc: 0,
            total_ht: Math.round((lines + delivery) / 1.2),
            total_ttc: lines + delivery,
          },
        },
      };
    },
    'GET /pays': {
      body: {
        code: 200,
        datas: [
          { id: 2, code: 'BE', nom: 'Belgique', tva_bps: 2100, actif: true, ordre: 2, version: 1 },
          { id: 1, code: 'FR', nom: 'France', tva_bps: 2000, actif: true, ordre: 1, version: 1 },
          { id: 3, code: 'CH', nom: 'Suisse', tva_bps: 0, actif: false, ordre: 3, version: 1 },
        ],
      },
    },
    'POST /admin/commandes': orderAnswer,
    'GET /admin/commandes/abc': 'pending',
  });
}

async function fillOrder() {
  fireEvent.change(await screen.findByLabelText('Chercher un client (e-mail ou nom)'), { target: { value: 'cam' } });
  fireEvent.click(await screen.findByRole('button', { name: 'Camille Durand — camille@exemple.fr' }));
  fireEvent.click(await screen.findByLabelText(/12 rue des Carmes/u));
  fireEvent.change(screen.getByLabelText('Chercher un produit'), { target: { value: 'crème' } });
  const soldOut = await screen.findByRole('button', { name: /Sérum Perle/u });
  expect((soldOut as HTMLButtonElement).disabled).toBe(true);
  fireEvent.click(screen.getByRole('button', { name: /Crème Caviar Pot 50 ml — .* — 2 en stock/u }));
  fireEvent.change(await screen.findByLabelText('Quantité de Crème Caviar Pot 50 ml'), { target: { value: '2' } });
  fireEvent.click(await screen.findByLabelText(/Colissimo — Domicile/u));
  await waitFor(() => expect(screen.getByTestId('total-ttc').textContent).toMatch(/267,90/u));
}

describe('new staff order page', () => {
  beforeAll(loadBackOffice, 60_000);
  beforeEach(() => storeAdminSession());

  it('builds the order with live stock and totals, confirms, sends the link, then opens the order', async () => {
    const api = server();
    const view = await renderApp('/fr/ad/nouveau-commande', { basketServer: api });
    await screen.findByRole('heading', { level: 1, name: 'Nouvelle commande' }, { timeout: 5000 });
    await fillOrder();
    // More than the stock is refused before any call.
    fireEvent.change(screen.getByLabelText('Quantité de Crème Caviar Pot 50 ml'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer un lien de paiement' }));
    expect(await screen.findByText('Au plus 2 exemplaires disponibles.')).toBeTruthy();
    expect(api.callsTo('POST /admin/commandes')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Quantité de Crème Caviar Pot 50 ml'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer un lien de paiement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmer la commande' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer un lien de paiement' }));
    await waitFor(() => expect(api.callsTo('POST /admin/commandes')).toHaveLength(1));
    expect(api.callsTo('POST /admin/commandes')[0]!.body).toMatchObject({
      client: { type: 'existant', id: 7 },
      lignes: [{ declinaison_id: 11, qtt: 2 }],
      adresse: { type: 'existante', id: 31 },
      livraison: 5,
      paiement: { mode: 'lien', canal: 'mail' },
    });
    await waitFor(() => expect(view.currentPath()).toBe('/fr/ad/commandes/abc'));
  });

  it('asks no quote of an order its schema would refuse (a quantity of 0 while typing)', async () => {
    const api = server();
    await renderApp('/fr/ad/nouveau-commande', { basketServer: api });
    await fillOrder();
    const asked = api.callsTo('POST /admin/commandes/devis').length;
    fireEvent.change(screen.getByLabelText('Quantité de Crème Caviar Pot 50 ml'), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText('Quantité de Crème Caviar Pot 50 ml'), { target: { value: '1' } });
    await waitFor(() => expect(screen.getByTestId('total-ttc').textContent).toMatch(/138,90/u));
    const quotes = api.callsTo('POST /admin/commandes/devis').slice(asked);
    expect(quotes.length).toBeGreaterThan(0);
    for (const quote of quotes) {
      expect((quote.body as { lignes: { qtt: number }[] }).lignes.every((line) => line.qtt >= 1)).toBe(true);
    }
  });

  it('shows the server’s field errors (a shortage) on the line', async () => {
    const api = server({
      status: 409,
      body: {
        code: 409,
        message: 'Stock insuffisant pour Crème Caviar (Pot 50 ml).',
        errors: { 'lignes.0.qtt': ['Stock insuffisant : 1 disponible(s).'] },
      },
    });
    await renderApp('/fr/ad/nouveau-commande', { basketServer: api });
    await fillOrder();
    fireEvent.click(screen.getByLabelText('Paiement reçu hors ligne'));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer un paiement hors ligne' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmer la commande' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer un paiement hors ligne' }));
    expect(await screen.findByText('Stock insuffisant : 1 disponible(s).')).toBeTruthy();
    expect(api.callsTo('POST /admin/commandes')[0]!.body).toMatchObject({
      paiement: { mode: 'hors_ligne', methode_id: 3 },
    });
  });

  it('prefills a new customer’s address with their name and offers the shop’s countries by name', async () => {
    const api = server();
    await renderApp('/fr/ad/nouveau-commande', { basketServer: api });
    fireEvent.click(await screen.findByRole('button', { name: 'Nouveau client' }, { timeout: 5000 }));
    fireEvent.change(screen.getByLabelText('Prénom', { selector: '[name="client.prenom"]' }), {
      target: { value: 'Emma' },
    });
    fireEvent.change(screen.getByLabelText('Nom', { selector: '[name="client.nom"]' }), {
      target: { value: 'Hartley' },
    });
    await waitFor(() =>
      expect((screen.getByLabelText('Prénom', { selector: '[name="adresse.prenom"]' }) as HTMLInputElement).value).toBe(
        'Emma',
      ),
    );
    expect((screen.getByLabelText('Nom', { selector: '[name="adresse.nom"]' }) as HTMLInputElement).value).toBe(
      'Hartley',
    );
    // A name typed on the address itself is the staff's choice: the customer's no longer overwrites it.
    fireEvent.change(screen.getByLabelText('Nom', { selector: '[name="adresse.nom"]' }), {
      target: { value: 'Hartley-Moreau' },
    });
    fireEvent.change(screen.getByLabelText('Nom', { selector: '[name="client.nom"]' }), {
      target: { value: 'Hartly' },
    });
    expect((screen.getByLabelText('Nom', { selector: '[name="adresse.nom"]' }) as HTMLInputElement).value).toBe(
      'Hartley-Moreau',
    );

    const country = screen.getByLabelText('Pays') as HTMLSelectElement;
    await waitFor(() =>
      expect([...country.options].map((option) => option.textContent)).toEqual(['France', 'Belgique']),
    );
    expect(country.value).toBe('FR');
    fireEvent.change(country, { target: { value: 'BE' } });
    expect(country.value).toBe('BE');
  });
});
