import { lazy, Suspense, useEffect, useState } from 'react';
import { COOKIE_KEYS, WINDOW_EVENTS } from '../../lib/storage-keys.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';

export type CookieConsentMode = 'hidden' | 'banner' | 'settings';

/**
 * Whether a choice is stored, without lib/consent.ts: that module (and its writer) would otherwise
 * sit in the home route's entry chunk, where this host lives.
 */
const hasConsentChoice = () => new RegExp(`(?:^|; )${COOKIE_KEYS.consentDate}=\\d`).test(document.cookie);

/** The banner and the settings dialog load only when shown: most visits have already chosen. */
const LazyCookieConsent = lazy(() => import('./components/cookie-consent.tsx'));

/**
 * Part of the shell: the banner shows until a choice is saved; the footer's "manage
 * cookies" button (the od:cookies:open event) opens the settings at any time.
 */
export function CookieConsentHost() {
  // The cookie is the browser's: until hydrated (and on the server) the banner is not drawn.
  const isHydrated = useHydrated();
  const [chosenMode, setMode] = useState<CookieConsentMode | null>(null);
  const mode = chosenMode ?? (isHydrated && !hasConsentChoice() ? 'banner' : 'hidden');
  useEffect(() => {
    const openSettings = () => setMode('settings');
    window.addEventListener(WINDOW_EVENTS.cookiesOpen, openSettings);
    return () => window.removeEventListener(WINDOW_EVENTS.cookiesOpen, openSettings);
  }, []);
  if (mode === 'hidden') return null;
  return (
    <Suspense fallback={null}>
      <LazyCookieConsent mode={mode} onModeChange={setMode} />
    </Suspense>
  );
}
