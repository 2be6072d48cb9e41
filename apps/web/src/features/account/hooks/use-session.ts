import { hasScope, type SignIn, type SignResult, type SignUp } from '@boutique/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { useLocation } from 'wouter';
import { clearArea } from '../../../lib/browser-storage.ts';
import { localePath, useLocale } from '../../../lib/locale-context.tsx';
import { clearSession, readSession, useStoredSessionToken, writeSession } from '../../../lib/session-store.ts';
import { postSignIn } from '../api/sign-in.ts';
import { postSignOut } from '../api/sign-out.ts';
import { postSignUp } from '../api/sign-up.ts';
import { readBasketHash, useBasketBridge, withBasket } from '../lib/basket-bridge.ts';
import { pathInLocale } from '../lib/language-path.ts';
import { keepReturnAddressForSignUpLink, takeReturnAddress } from '../lib/return-address.ts';
import { rememberLanguage } from '../../../lib/remembered-language.ts';

/**
 * Opening a session: store the token, switch to the basket the server answered, apply
 * the user's language (the route changes to it, as the language switch does), then go to the
 * saved return address or home.
 */
export function useCompleteSign(): (result: SignResult) => Promise<void> {
  const { i18n } = useTranslation();
  const locale = useLocale();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const basket = useBasketBridge();
  return async ({ token, panier }) => {
    // Read before anything clears session storage (a language change does).
    const target = takeReturnAddress() ?? localePath(locale, 'accueil');
    writeSession(token);
    if (panier && panier !== readBasketHash()) void basket.loadByHash(panier);
    const userLocale = token.user.langue;
    const isOtherLanguage = userLocale !== locale;
    if (isOtherLanguage) {
      rememberLanguage(userLocale);
      clearArea('session');
      await i18n.changeLanguage(userLocale);
    }
    navigate(`~${pathInLocale(target, userLocale)}`, { replace: true });
    if (isOtherLanguage) void queryClient.invalidateQueries();
  };
}

/**
 * The session of this browser and what changes it. State comes from the stored token (live
 * across tabs); sign-in and sign-up send the anonymous basket along so the account can adopt it
 * (sign-up's is adopted when its mailed link opens in a browser without a basket of its own).
 */
export function useSession() {
  const session = useStoredSessionToken();
  const completeSign = useCompleteSign();
  const locale = useLocale();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const basket = useBasketBridge();

  return {
    session,
    user: session?.user ?? null,
    scopes: session?.scopes ?? [],
    isSignedIn: session !== null,
    hasScope: (required: string | readonly string[]) => hasScope(session?.scopes ?? [], required),
    completeSign,
    signIn: async (input: Omit<SignIn, 'panier'>) => completeSign(await postSignIn(withBasket(input))),
    /** Sends the sign-up; the account is created from the mailed link, so nothing opens here. */
    signUp: async (input: Omit<SignUp, 'panier'>) => {
      await postSignUp(withBasket(input));
      keepReturnAddressForSignUpLink();
    },
    /** Revoke the token, forget it, start a fresh basket, go to sign-in. */
    signOut: async () => {
      if (readSession()) {
        try {
          await postSignOut();
        } catch (error) {
          // The token is forgotten here anyway; an unreachable server only delays its expiry.
          console.warn('Déconnexion :', error instanceof Error ? error.message : error);
        }
      }
      clearSession();
      void basket.reset();
      queryClient.removeQueries({ queryKey: ['users'] });
      navigate(`~${localePath(locale, 'sign')}`, { replace: true });
    },
  };
}
