import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { signConfigQueryOptions } from '../api/google-sign-in.ts';
import type { GoogleContext } from './google-sign-in-offer.tsx';

/** Google's button, its script and the link dialog load only in shops that offer Google sign-in. */
const GoogleSignInOffer = lazy(() => import('./google-sign-in-offer.tsx'));

/**
 * Sign in with Google on the sign-in and sign-up pages, only when the shop has a Google client
 * id: nothing at all is shown, and Google's script is not loaded, otherwise.
 */
export function GoogleSignIn({ context }: { context: GoogleContext }) {
  const config = useQuery(signConfigQueryOptions);
  const clientId = config.data?.google_client_id ?? null;
  if (!clientId) return null;
  return (
    <Suspense fallback={null}>
      <GoogleSignInOffer clientId={clientId} context={context} />
    </Suspense>
  );
}
