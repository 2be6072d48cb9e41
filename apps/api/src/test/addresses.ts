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
