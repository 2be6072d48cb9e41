import { hasScope } from '@boutique/domain';
import { useLayoutEffect, type ReactNode } from 'react';
import { Redirect, useLocation, useRouter, useSearch } from 'wouter';
import { localePath, useLocale } from '../../../lib/locale-context.tsx';
import { useStoredSessionToken } from '../../../lib/session-store.ts';
import { saveReturnAddress } from '../lib/return-address.ts';

/** The address being shown, whole (/fr/mon-compte?x), wherever in the nested routes this is read. */
function useFullPath(): string {
  const { base } = useRouter();
  const [path] = useLocation();
  const search = useSearch();
  return `${base}${path === '/' && base !== '' ? '' : path}${search ? `?${search}` : ''}`;
}

/** Sends an anonymous visitor to sign-in, remembering where they were going. */
function SignInRedirect({ returnTo }: { returnTo: string }) {
  const locale = useLocale();
  const [, navigate] = useLocation();
  useLayoutEffect(() => {
    saveReturnAddress(returnTo);
    navigate(`~${localePath(locale, 'sign')}`, { replace: true });
  }, [locale, navigate, returnTo]);
  return null;
}

/**
 * The route guard: an anonymous visitor goes to sign-in with the target remembered as
 * the return address; a signed-in user lacking the scope goes to the error page with code 400.
 */
export function RequireScope({ scope, children }: { scope: string | readonly string[]; children: ReactNode }) {
  const session = useStoredSessionToken();
  const locale = useLocale();
  const fullPath = useFullPath();
  if (!session) return <SignInRedirect returnTo={fullPath} />;
  if (!hasScope(session.scopes, scope)) return <Redirect to={`~${localePath(locale, 'erreur')}?code=400`} replace />;
  return children;
}
