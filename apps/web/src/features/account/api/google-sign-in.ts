import type { GoogleConfirm, GoogleLinkByPassword, GoogleSignIn, SignConfig, SignResult } from '@boutique/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/sign/config: the Google client id, null when this shop does not offer Google sign-in. */
export const signConfigQueryOptions = queryOptions({
  queryKey: ['sign', 'config'] as const,
  queryFn: ({ signal }) => apiRequest<SignConfig>('/sign/config', { signal }),
  staleTime: Infinity,
});

/**
 * POST /api/sign/google: the ID token Google gave this browser. A session like sign-in, or a 409
 * whose body holds `liaison` when an account already uses the address (see readLiaison).
 */
export const postGoogleSignIn = (input: GoogleSignIn) =>
  apiRequest<SignResult>('/sign/google', { method: 'POST', body: input });

/** POST /api/sign/google/link: the account's password links Google to it and signs in. */
export const postGoogleLink = (input: GoogleLinkByPassword) =>
  apiRequest<SignResult>('/sign/google/link', { method: 'POST', body: input });

/** POST /api/sign/google/link-mail: a single-use link to confirm the link is mailed to the account. */
export const postGoogleLinkMail = (liaison: string) =>
  apiRequest<{ code: 200; message: string }>('/sign/google/link-mail', { method: 'POST', body: { liaison } });

/** POST /api/sign/google/confirm: the mailed link's token links Google and signs in. */
export const postGoogleConfirm = (input: GoogleConfirm) =>
  apiRequest<SignResult>('/sign/google/confirm', { method: 'POST', body: input });
