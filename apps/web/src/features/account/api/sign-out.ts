import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/sign/out: revokes the token the call carries. */
export const postSignOut = () => apiRequest<{ code: 200 }>('/sign/out', { method: 'POST' });
