import { ApiError } from './api-client.ts';

/** The words of a form's send that failed for no field of its own: too many tries, no network, or else. */
export function sendFailureKey(error: unknown) {
  if (error instanceof ApiError && error.code === 429) return 'formulaire.trop_de_requetes';
  if (error instanceof ApiError && error.code === 0) return 'formulaire.erreur_reseau';
  return 'formulaire.erreur';
}
