import type { SignResult, SignUp } from '@boutique/domain';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/sign/up: creates the account and opens its session. */
export const postSignUp = (input: SignUp) => apiRequest<SignResult>('/sign/up', { method: 'POST', body: input });
