import type { SignIn, SignResult } from '@boutique/domain';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/sign/in: the session, and the basket to use from now on. */
export const postSignIn = (input: SignIn) => apiRequest<SignResult>('/sign/in', { method: 'POST', body: input });
