import type { Locale } from '@boutique/domain';
import { apiRequest } from '../../lib/api-client.ts';

export interface SalonAccountInput {
  prenom: string;
  nom: string;
  mail: string;
  tel: string;
  langue: Locale;
}

/** POST /api/users/salon: creates the visitor's account; the server mails them a link to choose a password. */
export const createSalonAccount = (input: SalonAccountInput) =>
  apiRequest<{ code: 200; message: string }>('/users/salon', {
    method: 'POST',
    body: input.tel === '' ? { ...input, tel: undefined } : input,
  });
