import type { Address, CheckoutState, Order, Session } from '@boutique/domain';
import { makeAddress, makeOrder as makeCustomerOrder, storeSession } from '../../../test/customer-fixtures.ts';
import { BASKET_ID, makeBasketServer, storeLocalBasket } from '../../../test/fixtures.ts';
import { makeApiStandIn } from '../../../test/api-stand-in.ts';

export const ORDER_HASH = '5d2c1f8e-7a3b-4c6d-9e0f-1a2b3c4d5e6f';
export const CLIENT_SECRET = 'pi_sim_checkout_secret_abc';

export const HOME: Address = makeAddress({ id: 11, livraison_defaut: true, facturation_defaut: true });

export const OFFICE: Address = {
  ...HOME,
  id: 12,
  ligne1: '3 quai de la Loire',
  code_postal: '75019',
  livraison_defaut: false,
  facturation_defaut: false,
};

/** The basket of the shared fixtures as the server prices it: 2 × Mousse (49,00 €). */
export function checkoutBasket() {
  const baskets = makeBasketServer();
  baskets.seed(BASKET_ID, { 1: 2 });
  return baskets.basket(BASKET_ID);
}

/** This browser holds that basket (od_cart_id, od_cart_items). */
export const storeCheckoutBasket = () => storeLocalBasket({ 1: 2 });

/** A signed-in customer with the user scope. */
export const storeCustomerSession = (): Session => storeSession();

/** What a method delivering to the door carries: no relay point to choose. */
const HOME_DELIVERY = { point_relais: false, points: [] };

/** A method delivering to relay points, with two points to choose from. */
export const RELAY_METHOD = {
  id: 3,
  transporteur: 'Colissimo',
  label: 'Point retrait',
  prix_ttc: 490,
  prix_ttc_initial: 490,
  delai: [3, 4],
  point_relais: true,
  points: [
    {
      id: 31,
      nom: 'Librairie du Marais',
      ligne1: '12 rue Vieille-du-Temple',
      code_postal: '75004',
      ville: 'Paris',
      pays: 'FR',
    },
    {
      id: 32,
      nom: 'Tabac des Ternes',
      ligne1: '48 avenue des Ternes',
      code_postal: '75017',
      ville: 'Paris',
      pays: 'FR',
    },
  ],
} satisfies CheckoutState['methodes'][number];

/** A checkout state as the API answers it, with the defaults resolved and the terms not yet accepted. */
export function makeCheckoutState(overrides: Partial<CheckoutState> = {}): CheckoutState {
  return {
    code: 200,
    panier: checkoutBasket(),
    choix: {
      adresse_livraison: HOME.id,
      adresse_facturation: HOME.id,
      livraison: 1,
      point_relais: null,
      code: null,
      cgv: false,
    },
    methodes: [
      {
        id: 1,
        transporteur: 'Colissimo',
        label: 'Domicile',
        prix_ttc: 690,
        prix_ttc_initial: 690,
        delai: [2, 3],
        ...HOME_DELIVERY,
      },
      {
        id: 2,
        transporteur: 'Chronopost',
        label: 'Express',
        prix_ttc: 1490,
        prix_ttc_initial: 1490,
        delai: [1],
        ...HOME_DELIVERY,
      },
    ],
    pays_livraison: ['BE', 'DE', 'FR', 'MC'],
    remise: null,
    franco_ttc: 11000,
    totaux: {
      lignes_ht: 8166,
      lignes_ttc: 9800,
      livraison_ttc: 690,
      remise_ttc: 0,
      total_ht: 8742,
      total_ttc: 10490,
      tva: [{ taux_bps: 2000, base_ht: 8742, montant: 1748 }],
    },
    manquants: { cgv: ['Veuillez accepter les conditions générales de vente.'] },
    ...overrides,
  };
}

/**
 * The order the checkout places for its basket, as Camille reads it: held until paid, at the
 * checkout's totals (2 × Mousse and Colissimo to her home), delivered and billed at HOME.
 */
export function makeOrder(overrides: Partial<Order> = {}): Order {
  const { lignes_ht, lignes_ttc, livraison_ttc, total_ht, total_ttc, tva } = makeCheckoutState().totaux;
  return makeCustomerOrder({
    hash: ORDER_HASH,
    numero: null,
    statut: 'reservee',
    lignes_ht,
    lignes_ttc,
    total_ht,
    total_ttc,
    tva,
    livraison: { label: 'Colissimo Domicile', prix_ttc: livraison_ttc },
    adresse_livraison: HOME,
    adresse_facturation: HOME,
    created: '2026-11-22T09:00:00.000Z',
    expire: '2026-11-22T09:30:00.000Z',
    payee: null,
    facture: null,
    lignes: [
      {
        declinaison_id: 1,
        produit_label: 'Mousse Nettoyante',
        label: 'Flacon 150 ml',
        qtt: 2,
        prix_ht: 4083,
        prix_ttc: 4900,
      },
    ],
    ...overrides,
  });
}

/** The checkout's API: the state (changed by each PUT through `onPut`), addresses, payment, orders. */
export function makeCheckoutServer(state: CheckoutState = makeCheckoutState()) {
  let current = state;
  const server = makeApiStandIn({
    // The browser's basket, as the shop reads it at start (seeded by makeCheckoutState).
    [`GET /paniers/get/${BASKET_ID}`]: () => ({ body: { code: 200, panier: current.panier } }),
    [`GET /paniers/checkout/${BASKET_ID}`]: () => ({ body: current }),
    'GET /adresses/me': { body: { code: 200, datas: [HOME, OFFICE] } },
    'GET /payments/config': { body: { code: 200, provider: 'simulated', publishable_key: null } },
    [`GET /paniers/stripeintent/${BASKET_ID}`]: {
      body: {
        code: 200,
        intent_id: 'pi_sim_checkout',
        client_secret: CLIENT_SECRET,
        customer_id: null,
        commande: ORDER_HASH,
      },
    },
    'POST /payments/simulated/confirm': { body: { code: 200, status: 'succeeded' } },
    'POST /paiements/retour': { body: { code: 200, status: 'succeeded' } },
    [`GET /commandes/${ORDER_HASH}`]: {
      body: { code: 200, data: makeOrder({ statut: 'payee', numero: 'OD-2026-0042' }) },
    },
  });
  return {
    ...server,
    /** Answers each PUT with `next(body, current)`, which becomes the state. */
    onPut(
      next: (
        body: Record<string, unknown>,
        current: CheckoutState,
      ) => CheckoutState | { status: number; body: unknown },
    ) {
      server.set(`PUT /paniers/checkout/${BASKET_ID}`, (call) => {
        const answer = next(call.body as Record<string, unknown>, current);
        if ('status' in answer) return answer;
        current = answer;
        return { body: current };
      });
    },
  };
}
