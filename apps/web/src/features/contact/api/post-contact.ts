import type { Contact } from '@boutique/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/contact (ContactSchema → FormDoneSchema); 400 carries field errors, 429 after 5 an hour. */
export function sendContact(message: Contact): Promise<{ code: number; message: string }> {
  return apiRequest('/contact', { method: 'POST', body: message });
}

export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}
