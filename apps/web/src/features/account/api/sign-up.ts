import type { SignResult, SignUp, SignUpAccepted, SignUpConfirm } from '@boutique/domain';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * POST /api/sign/up: the same answer whether or not the address has an account; a link that
 * creates the account (or a warning to its owner) is mailed.
 */
export const postSignUp = (input: SignUp) => apiRequest<SignUpAccepted>('/sign/up', { method: 'POST', body: input });

/** POST /api/sign/up/confirm: the mailed link's token creates the account and opens its session. */
export const postSignUpConfirm = (input: SignUpConfirm) =>
  apiRequest<SignResult>('/sign/up/confirm', { method: 'POST', body: input });
