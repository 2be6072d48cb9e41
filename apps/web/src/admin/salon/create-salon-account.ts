import type { Locale } from '@boutique/domain';
import { apiRequest } from '../../lib/api-client.ts';

/** The visitor's details as `SalonSignUpSchema` gives them back: trimmed, the phone in E.164 or left out. */
export interface SalonAccountInput {
  prenom: string;
  nom: string;
  mail: string;
  tel?: string | undefined;
  langue: Locale;
}

/** POST /api/users/salon: creates the visitor's account; the server mails them a link to choose a password. */
export const createSalonAccount = (input: SalonAccountInput) =>
  apiRequest<{ code: 200; message: string }>('/users/salon', {
    method: 'POST',
    body: input.tel ? input : { ...input, tel: undefined },
  });
