import type { RecoveryCodes, SecondFactorStatus, TotpEnrolment } from '@boutique/domain';
import { apiRequest } from '../../lib/api-client.ts';

export const secondFactorQueryKey = ['double-facteur'] as const;

export const secondFactorQueryOptions = () => ({
  queryKey: secondFactorQueryKey,
  queryFn: ({ signal }: { signal: AbortSignal }) => apiRequest<SecondFactorStatus>('/double-facteur', { signal }),
  // The gate's answer changes only through this session's own steps, which refresh it.
  staleTime: Number.POSITIVE_INFINITY,
});

export const startTotpEnrolment = () => apiRequest<TotpEnrolment>('/double-facteur/totp', { method: 'POST' });

export const confirmTotpEnrolment = async (code: string) =>
  (
    await apiRequest<RecoveryCodes>('/double-facteur/totp/confirmation', {
      method: 'POST',
      body: { code_verification: code },
    })
  ).codes_secours;

export const proveSecondFactor = (code: string) =>
  apiRequest<{ code: 200 }>('/double-facteur/verification', { method: 'POST', body: { code_verification: code } });

export const renewRecoveryCodes = async () =>
  (await apiRequest<RecoveryCodes>('/double-facteur/codes-secours', { method: 'POST' })).codes_secours;

export const disableSecondFactor = () => apiRequest<{ code: 200 }>('/double-facteur', { method: 'DELETE' });
