/**
 * The customer the web tests sign in as, Camille Durand, shared by the account and checkout
 * fixtures: her user, her session, her address in Paris and an order of hers.
 */
import type { Address, AddressSnapshot, Order, Session, User } from '@boutique/domain';
import { LOCAL_KEYS } from '../lib/storage-keys.ts';

/** Camille's home, as an order keeps it. */
export const CUSTOMER_ADDRESS: AddressSnapshot = {
  prenom: 'Camille',
  nom: 'Durand',
  societe: '',
  ligne1: '12 rue des Lilas',
  ligne2: '',
  code_postal: '75011',
  ville: 'Paris',
  pays: 'FR',
  tel: '',
};

/** Camille's home in her address book: id 1, the default for nothing unless said. */
export function makeAddress(overrides: Partial<Address> = {}): Address {
  return { id: 1, ...CUSTOMER_ADDRESS, livraison_defaut: false, facturation_defaut: false, ...overrides };
}

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    prenom: 'Camille',
    nom: 'Durand',
    mail: 'camille.durand@example.fr',
    tel: '',
    langue: 'fr',
    montant: 'ttc',
    newsletters: false,
    ambassadeur: false,
    ...overrides,
  };
}

export function makeSession(overrides: Partial<Omit<Session, 'user'>> & { user?: Partial<User> } = {}): Session {
  const { user, ...rest } = overrides;
  return { access_token: 'token-camille', scopes: ['user'], ...rest, user: makeUser(user) };
}

/** This browser keeps the session, as after signing in. */
export function storeSession(session: Session = makeSession()): Session {
  window.localStorage.setItem(LOCAL_KEYS.session, JSON.stringify(session));
  return session;
}

/** An order of Camille's as she reads it: paid and invoiced, 2 × Crème Caviar 50 ml sent home by Colissimo. */
export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    hash: '3f1c2b9e-8d41-4c1e-9d39-5a0c2b9e8d41',
    test: false,
    numero: 'OC-2026-000042',
    statut: 'payee',
    lignes_ht: 10_000,
    lignes_ttc: 12_000,
    total_ht: 10_500,
    total_ttc: 12_600,
    livraison: { label: 'Colissimo', prix_ttc: 600 },
    remise: null,
    tva: [{ taux_bps: 2000, base_ht: 10_500, montant: 2_100 }],
    adresse_livraison: CUSTOMER_ADDRESS,
    adresse_facturation: null,
    created: '2026-03-02T09:30:00.000Z',
    expire: '2026-03-02T09:45:00.000Z',
    payee: '2026-03-02T09:35:00.000Z',
    expediee: null,
    suivi: null,
    rembourse: null,
    facture: 'F-2026-000042',
    lignes: [
      {
        declinaison_id: 11,
        produit_label: 'Crème Caviar',
        label: '50 ml',
        qtt: 2,
        prix_ht: 5_000,
        prix_ttc: 6_000,
      },
    ],
    ...overrides,
  };
}
