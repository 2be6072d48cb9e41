import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/newsletters/desinscription/{jeton}: the link's random token is the authorisation. */
export function useUnsubscribeNewsletter() {
  return useMutation({
    mutationFn: (jeton: string) =>
      apiRequest<{ code: number; message: string }>(`/newsletters/desinscription/${encodeURIComponent(jeton)}`, {
        method: 'POST',
      }),
  });
}
