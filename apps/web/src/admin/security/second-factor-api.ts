import type { Passkey, PasskeyOptions, RecoveryCodes, SecondFactorStatus, TotpEnrolment } from '@boutique/domain';
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

/** Creates a passkey in the browser (WebAuthn, loaded with this step) and keeps it under `nom`. */
export async function addPasskey(nom: string): Promise<Passkey> {
  const [{ startRegistration }, { options }] = await Promise.all([
    import('@simplewebauthn/browser'),
    apiRequest<PasskeyOptions>('/double-facteur/passkeys/options', { method: 'POST' }),
  ]);
  const reponse = await startRegistration({ optionsJSON: options as never });
  return (await apiRequest<{ data: Passkey }>('/double-facteur/passkeys', { method: 'POST', body: { nom, reponse } }))
    .data;
}

/** Proves the second factor with one of the account's passkeys. */
export async function proveWithPasskey() {
  const [{ startAuthentication }, { options }] = await Promise.all([
    import('@simplewebauthn/browser'),
    apiRequest<PasskeyOptions>('/double-facteur/passkeys/defi', { method: 'POST' }),
  ]);
  const reponse = await startAuthentication({ optionsJSON: options as never });
  await apiRequest('/double-facteur/passkeys/verification', { method: 'POST', body: { reponse } });
}

export const removePasskey = (id: number) =>
  apiRequest<{ code: 200 }>(`/double-facteur/passkeys/${id}`, { method: 'DELETE' });
