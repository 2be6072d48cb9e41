import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/users/me/export: everything the shop keeps about the customer. */
export const fetchAccountExport = () => apiRequest<{ code: 200; data: unknown }>('/users/me/export');

/** DELETE /api/users/me: erases the account (the password confirms it when the account has one). */
export const deleteAccount = (password: string) =>
  apiRequest<{ code: 200; message: string }>('/users/me', {
    method: 'DELETE',
    body: password === '' ? {} : { password },
  });
