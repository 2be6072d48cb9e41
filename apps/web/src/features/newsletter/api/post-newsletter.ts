import type { Newsletter } from '@boutique/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * POST /api/newsletters (NewsletterSchema → FormDoneSchema). The answer is the same for a new or a
 * known address; signed in, the bearer token also turns the profile's newsletters on.
 */
export function subscribeNewsletter(form: Newsletter): Promise<{ code: number; message: string }> {
  return apiRequest('/newsletters', { method: 'POST', body: form });
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}
