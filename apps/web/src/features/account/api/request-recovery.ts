import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/sign/recovery: mails a 6-digit code and a link (the same answer whether the address exists). */
export const postRecovery = (input: { mail: string }) =>
  apiRequest<{ code: 200; message?: string }>('/sign/recovery', { method: 'POST', body: input });
