import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/newsletters/confirmation (NewsletterConfirmationSchema → FormDoneSchema). */
export function useConfirmNewsletter() {
  return useMutation({
    mutationFn: (jeton: string) =>
      apiRequest<{ code: number; message: string }>('/newsletters/confirmation', { method: 'POST', body: { jeton } }),
  });
}
