import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_KEYS, SESSION_KEYS } from '../../../lib/storage-keys.ts';
import { makeApiStandIn } from '../../../test/api-stand-in.ts';
import { BASKET_ID, readablePrice, storeLocalBasket } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import {
  checkoutBasket,
  makeCheckoutServer,
  makeCheckoutState,
  ORDER_HASH,
  RELAY_METHOD,
  storeCheckoutBasket,
  storeCustomerSession,
} from '../test/checkout-fixtures.ts';

/** The pay button (Intl puts a narrow no-break space before €). */
const PAY = /^Payer 104,90\s€$/u;
const section = (name: RegExp) => screen.getByRole('region', { name });
const text = (element: HTMLElement) => readablePrice(element.textContent ?? '');

describe('checkout page', () => {
  // The page is a lazy chunk: loaded once here so the first test's waits measure the page.
  beforeAll(() => import('../../../app/pages/checkout-route.tsx'), 30_000);

  it('offers an anonymous shopper to sign up inline, sending the basket along, then to check the mailbox', async () => {
    storeCheckoutBasket();
    const server = makeCheckoutServer();
    server.set('POST /sign/up', () => ({ status: 202, body: { code: 202, message: 'Vérifiez votre boîte mail.' } }));
    const { currentPath } = await renderApp('/fr/checkout', { basketServer: server });

    expect(await screen.findByRole('heading', { name: /Identification/u, level: 2 })).toBeTruthy();
    // Stored by an effect, which React may run a moment after the heading is painted.
    await waitFor(() => expect(window.sessionStorage.getItem(SESSION_KEYS.returnTo)).toBe('/fr/checkout'));
    // The basket is summed up beside the forms before anything else is asked.
    await waitFor(() =>
      expect(text(screen.getByRole('complementary', { name: 'Résumé de la commande' }))).toContain('98,00 €'),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Je crée mon compte' }));
    fireEvent.change(screen.getByLabelText(/^Adresse e-mail/u), { target: { value: 'lea.martin@example.fr' } });
    fireEvent.change(screen.getByLabelText(/^Prénom/u), { target: { value: 'Léa' } });
    fireEvent.change(screen.getByLabelText(/^Nom/u), { target: { value: 'Martin' } });
    fireEvent.change(screen.getByLabelText(/^Mot de passe/u), { target: { value: 'Caviar-Perle-2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    await waitFor(() => expect(server.callsTo('POST /sign/up')).toHaveLength(1));
    expect(server.callsTo('POST /sign/up')[0]?.body).toMatchObject({
      mail: 'lea.martin@example.fr',
      panier: BASKET_ID,
    });
    expect(await screen.findByRole('heading', { name: 'Vérifiez votre boîte mail' })).toBeTruthy();
    expect(screen.getByText('lea.martin@example.fr')).toBeTruthy();
    // The mailed link may open in another tab: the way back to the checkout is kept for it.
    expect(window.localStorage.getItem(LOCAL_KEYS.signUpReturnTo)).toBe('/fr/checkout');
    expect(currentPath()).toBe('/fr/checkout');
  });

  it('shows the server’s choices and totals, and saves a new delivery method', async () => {
    storeCheckoutBasket();
    storeCustomerSession();
    const server = makeCheckoutServer();
    server.onPut((body, current) => ({
      ...current,
      choix: { ...current.choix, livraison: Number(body.livraison) },
      totaux: { ...current.totaux, livraison_ttc: 1490, total_ttc: 11290, total_ht: 9408 },
    }));
    await renderApp('/fr/checkout', { basketServer: server });

    const delivery = await screen.findByRole('region', { name: /Mode de livraison/u });
    const colissimo = within(delivery).getByRole('radio', { name: /Colissimo/u });
    expect((colissimo as HTMLInputElement).checked).toBe(true);
    expect(text(delivery)).toContain('Livraison en 2 à 3 jours');
    expect(text(delivery)).toContain('Plus que 12,00 € pour la livraison offerte');
    const address = await within(section(/Adresse de livraison/u)).findByRole('radio', { name: /12 rue des Lilas/u });
    expect((address as HTMLInputElement).checked).toBe(true);
    expect(text(screen.getByTestId('checkout-total'))).toBe('104,90 €');

    fireEvent.click(within(delivery).getByRole('radio', { name: /Chronopost/u }));
    await waitFor(() => expect(text(screen.getByTestId('checkout-total'))).toBe('112,90 €'));
    expect(server.callsTo(`PUT /paniers/checkout/${BASKET_ID}`)[0]?.body).toEqual({ livraison: 2 });
    expect(text(section(/Récapitulatif/u))).toContain('TVA 20 %');
  });

  it('keeps the payment off until a relay point is chosen for a pick-up delivery', async () => {
    storeCheckoutBasket();
    storeCustomerSession();
    const base = makeCheckoutState();
    const server = makeCheckoutServer(
      makeCheckoutState({
        methodes: [...base.methodes, RELAY_METHOD],
        choix: { ...base.choix, livraison: RELAY_METHOD.id, cgv: true },
        manquants: { point_relais: ['Choisissez un point retrait.'] },
      }),
    );
    server.onPut((body, current) => ({
      ...current,
      choix: { ...current.choix, point_relais: Number(body.point_relais) },
      manquants: {},
    }));
    await renderApp('/fr/checkout', { basketServer: server });

    const points = await screen.findByRole('group', { name: 'Point retrait' });
    expect(text(points)).toContain('Choisissez le point retrait où retirer votre colis.');
    expect(within(points).getAllByRole('radio')).toHaveLength(2);
    expect(
      within(points)
        .getAllByRole('radio')
        .some((radio) => (radio as HTMLInputElement).checked),
    ).toBe(false);
    const pay = screen.getByRole('button', { name: /^Payer/u }) as HTMLButtonElement;
    expect(pay.disabled).toBe(true);
    expect(screen.getByText('Choisissez un point retrait.')).toBeTruthy();

    fireEvent.click(within(points).getByRole('radio', { name: /Tabac des Ternes/u }));
    await waitFor(() =>
      expect((screen.getByRole('button', { name: /^Payer/u }) as HTMLButtonElement).disabled).toBe(false),
    );
    expect(server.callsTo(`PUT /paniers/checkout/${BASKET_ID}`)[0]?.body).toEqual({ point_relais: 32 });
    expect((within(points).getByRole('radio', { name: /Tabac des Ternes/u }) as HTMLInputElement).checked).toBe(true);
  });

  it('starts a new address with the customer’s name, and lists the countries delivered first', async () => {
    storeCheckoutBasket();
    storeCustomerSession();
    await renderApp('/fr/checkout', { basketServer: makeCheckoutServer() });

    const address = await screen.findByRole('region', { name: /Adresse de livraison/u });
    fireEvent.click(await within(address).findByRole('button', { name: 'Ajouter une adresse' }));
    const form = within(address).getByRole('button', { name: 'Enregistrer l’adresse' }).closest('form')!;
    expect((within(form).getByLabelText(/^Prénom/u) as HTMLInputElement).value).toBe('Camille');
    expect((within(form).getByLabelText(/^Nom/u) as HTMLInputElement).value).toBe('Durand');
    const country = within(form).getByLabelText(/^Pays/u) as HTMLSelectElement;
    expect(country.value).toBe('FR');
    const [delivered, others] = [...country.querySelectorAll('optgroup')];
    expect(delivered!.label).toBe('Pays où nous livrons');
    expect([...delivered!.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'France',
      'Allemagne',
      'Belgique',
      'Monaco',
    ]);
    expect(others!.label).toBe('Autres pays');
    const names = [...others!.querySelectorAll('option')].map((option) => option.textContent ?? '');
    expect(names.length).toBeGreaterThan(200);
    expect(names).toEqual([...names].sort(new Intl.Collator('fr').compare));
    expect(names).not.toContain('France');
  });

  it('shows a refused code under its field, then applies the remembered referral code', async () => {
    storeCheckoutBasket();
    storeCustomerSession();
    window.localStorage.setItem('od_parrain', 'camille10');
    const server = makeCheckoutServer();
    server.onPut((body, current) =>
      body.code === 'CAMILLE10'
        ? {
            ...current,
            choix: { ...current.choix, code: 'CAMILLE10' },
            remise: { code: 'CAMILLE10', type: 'pourcentage', valeur: 1000 },
            totaux: { ...current.totaux, remise_ttc: 980, total_ttc: 9510 },
          }
        : {
            status: 400,
            body: { code: 400, message: "Ce code n'existe pas.", errors: { code: ["Ce code n'existe pas."] } },
          },
    );
    await renderApp('/fr/checkout', { basketServer: server });

    const field = (await screen.findByLabelText('Code avantage ou de parrainage')) as HTMLInputElement;
    expect(field.value).toBe('CAMILLE10');
    fireEvent.change(field, { target: { value: 'faux' } });
    fireEvent.click(screen.getByRole('button', { name: 'Appliquer' }));
    expect(await screen.findByText("Ce code n'existe pas.")).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(field, { target: { value: 'camille10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Appliquer' }));
    expect(await screen.findByText('Code CAMILLE10 appliqué')).toBeTruthy();
    expect(text(section(/Récapitulatif/u))).toContain('Remise (CAMILLE10)−9,80 €');
    expect(text(screen.getByTestId('checkout-total'))).toBe('95,10 €');
  });

  it('pays once the terms are accepted, then shows the confirmation with the order number', async () => {
    storeCheckoutBasket();
    storeCustomerSession();
    const server = makeCheckoutServer();
    server.onPut((body, current) => ({
      ...current,
      choix: { ...current.choix, cgv: body.cgv === true },
      manquants: {},
    }));
    const { currentPath } = await renderApp('/fr/checkout', { basketServer: server });

    const pay = await screen.findByRole('button', { name: PAY });
    expect((pay as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Veuillez accepter les conditions générales de vente.')).toBeTruthy();
    const terms = screen.getByRole('checkbox', { name: /conditions générales de vente/u });
    const link = within(terms.closest('label')!).getByRole('link', { name: /conditions générales de vente/u });
    expect(link.getAttribute('href')).toBe('/fr/conditions/generales-vente');
    expect(link.getAttribute('target')).toBe('_blank');
    fireEvent.click(terms);
    await waitFor(() => expect((screen.getByRole('button', { name: PAY }) as HTMLButtonElement).disabled).toBe(false));
    expect(server.callsTo(`PUT /paniers/checkout/${BASKET_ID}`)[0]?.body).toEqual({ cgv: true });

    fireEvent.click(screen.getByRole('button', { name: PAY }));
    fireEvent.change(await screen.findByLabelText(/^Numéro de carte/u), { target: { value: '4242424242424242' } });
    fireEvent.change(screen.getByLabelText(/^Expiration/u), { target: { value: '1230' } });
    fireEvent.change(screen.getByLabelText(/^Cryptogramme/u), { target: { value: '123' } });
    expect(screen.getByRole('link', { name: 'Reprendre le paiement plus tard' }).getAttribute('href')).toBe(
      `/fr/checkout-reprise/${ORDER_HASH}`,
    );
    fireEvent.click(screen.getByRole('button', { name: PAY }));

    await waitFor(() =>
      expect(currentPath()).toBe(`/fr/checkout-confirmation/${ORDER_HASH}?payment_intent=pi_sim_checkout`),
    );
    expect(await screen.findByRole('heading', { name: 'Merci pour votre commande', level: 1 })).toBeTruthy();
    expect(screen.getByText('Commande n° OD-2026-0042')).toBeTruthy();
    // The server was told at once, and the basket, now the order, gives way to a fresh one.
    expect(server.callsTo('POST /paiements/retour')[0]?.body).toEqual({ intent: 'pi_sim_checkout' });
    expect(window.localStorage.getItem('od_cart_id')).not.toBe(BASKET_ID);
  });

  it('says why the payment cannot start when the stock is short, and offers to change the basket', async () => {
    storeCheckoutBasket();
    storeCustomerSession();
    const server = makeCheckoutServer(
      makeCheckoutState({ manquants: {}, choix: { ...makeCheckoutState().choix, cgv: true } }),
    );
    const message = 'Stock insuffisant pour Mousse Nettoyante : 1 disponible.';
    server.set(`GET /paniers/stripeintent/${BASKET_ID}`, {
      status: 409,
      body: { code: 409, message: 'Certains articles ne sont plus disponibles.', errors: { stock: [message] } },
    });
    await renderApp('/fr/checkout', { basketServer: server });

    fireEvent.click(await screen.findByRole('button', { name: PAY }));
    const alert = await screen.findByText('Certains articles ne sont plus disponibles.');
    expect(text(alert.closest('[role="alert"]') as HTMLElement)).toContain(message);
    expect(screen.getByRole('button', { name: 'Modifier mon panier' })).toBeTruthy();
  });

  it('says the basket is empty and links to the shop', async () => {
    storeCustomerSession();
    const empty = { ...checkoutBasket(), lignes: [], count: 0, commandes_declinaisons: [], total_ht: 0, total_ttc: 0 };
    storeLocalBasket({});
    const server = makeCheckoutServer(makeCheckoutState({ panier: empty }));
    await renderApp('/fr/checkout', { basketServer: server });
    expect(await screen.findByText(/Votre panier est vide/u)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Découvrir la boutique' }).getAttribute('href')).toBe('/fr/accueil');
  });

  it('says so when the checkout cannot be read, with a way to try again', async () => {
    storeCheckoutBasket();
    storeCustomerSession();
    const server = makeApiStandIn({
      [`GET /paniers/checkout/${BASKET_ID}`]: {
        status: 500,
        body: { code: 500, message: 'Erreur interne.', errors: {} },
      },
    });
    await renderApp('/fr/checkout', { basketServer: server });
    expect(await screen.findByText('Erreur interne.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
  });
});
