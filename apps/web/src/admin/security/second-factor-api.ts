import type { Passkey, PasskeyOptions, RecoveryCodes, SecondFactorStatus, TotpEnrolment } from '@boutique/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { useStoredSessionToken } from '../../lib/session-store.ts';

export const secondFactorQueryKey = ['double-facteur'] as const;

/**
 * The signed-in member of staff's second factor, read once per session (the key holds the token: a
 * new sign-in has proven nothing yet); only this session's own steps change it, and refresh it.
 */
export function useSecondFactorStatus() {
  const session = useStoredSessionToken();
  return useQuery({
    queryKey: [...secondFactorQueryKey, session?.access_token],
    queryFn: ({ signal }) => apiRequest<SecondFactorStatus>('/double-facteur', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

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
