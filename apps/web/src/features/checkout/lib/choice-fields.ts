/** The checkout's choices a refusal may name (PUT /api/paniers/checkout); other names speak of the basket itself. */
export const CHOICE_FIELDS: ReadonlySet<string> = new Set([
  'adresse_livraison',
  'adresse_facturation',
  'livraison',
  'point_relais',
  'code',
  'cgv',
]);
