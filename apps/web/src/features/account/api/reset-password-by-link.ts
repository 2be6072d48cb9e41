import type { SignResult } from '@boutique/domain';
import { apiRequest } from '../../../lib/api-client.ts';

export interface PasswordByLink {
  id: number;
  token: string;
  password: string;
  panier?: string;
}

/** POST /api/sign/password/link: a new password through the mailed link; answers a session like sign-in. */
export const postPasswordByLink = (input: PasswordByLink) =>
  apiRequest<SignResult>('/sign/password/link', { method: 'POST', body: input });
