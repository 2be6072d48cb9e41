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
