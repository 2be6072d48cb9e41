/** Camille Martin's address in Lyon (id 3, her default for delivery), as the back office's customer screens read it. */
export const LYON_ADDRESS = {
  id: 3,
  prenom: 'Camille',
  nom: 'Martin',
  societe: '',
  ligne1: '3 rue des Lilas',
  ligne2: '',
  code_postal: '69001',
  ville: 'Lyon',
  pays: 'FR',
  tel: '',
  livraison_defaut: true,
  facturation_defaut: false,
};
