import type { SignResult } from '@boutique/domain';
import { apiRequest } from '../../../lib/api-client.ts';

export interface PasswordByCode {
  mail: string;
  code: string;
  password: string;
  panier?: string;
}

/** POST /api/sign/password/code: a new password with the mailed code; answers a session like sign-in. */
export const postPasswordByCode = (input: PasswordByCode) =>
  apiRequest<SignResult>('/sign/password/code', { method: 'POST', body: input });
