import { apiRequest } from '../../../lib/api-client.ts';

/** PUT /api/users/{id}/password: a new password, knowing the current one. */
export const putPassword = (userId: number, input: { current: string; password: string }) =>
  apiRequest<{ code: 200; message?: string }>(`/users/${userId}/password`, { method: 'PUT', body: input });
