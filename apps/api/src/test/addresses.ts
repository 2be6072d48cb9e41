/** The customer's address on the fixture orders (billing, or delivery where a test needs one). */
export const CAMILLE_ADDRESS = {
  prenom: 'Camille',
  nom: 'Lefèvre',
  societe: '',
  ligne1: '3 allée des Tilleuls',
  ligne2: '',
  code_postal: '69003',
  ville: 'Lyon',
  pays: 'France',
  tel: '',
};

/** The pick-up point of the fixture orders delivered to a relay. */
export const LYON_RELAY = {
  id: 4,
  nom: 'Tabac de la Gare',
  ligne1: '2 place de la Gare',
  code_postal: '69002',
  ville: 'Lyon',
  pays: 'FR',
};

/** A new address staff type on a staff order (delivered there, with a phone for the carrier). */
export const STAFF_TYPED_ADDRESS = {
  type: 'nouvelle' as const,
  prenom: 'Camille',
  nom: 'Durand',
  ligne1: '12 rue des Carmes',
  code_postal: '33000',
  ville: 'Bordeaux',
  tel: '+33612345678',
};
