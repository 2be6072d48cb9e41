/**
 * The customer the web tests sign in as, Camille Durand, shared by the account and checkout
 * fixtures: her user, her session and her address in Paris.
 */
import type { Address, AddressSnapshot, Session, User } from '@boutique/domain';
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
