import { DISPLAY_MODES, isLocale, isStaff, type AnalyticsEvent } from '@boutique/domain';
import { readString, writeString } from '../browser-storage.ts';
import { onConsentChange, readConsent } from '../consent.ts';
import { readSession } from '../session-store.ts';
import { COOKIE_KEYS, SESSION_KEYS } from '../storage-keys.ts';
import { createTracker, type EventContext, type TrackedEvent } from './tracker.ts';

/**
 * The tracker in the page, loaded on the first event. Measurement stays within the CNIL
 * audience-measurement exemption: first-party, anonymous (no customer, order or address), the id
 * a random per-tab one, and it stops at once when the visitor refuses analytics. Only with their
 * consent does the id live in a cookie (30 days), so a returning visitor counts once. Staff
 * (every staff scope) are never measured.
 */

/** The stream the server listens on (`od_{APP_ENV}`), written into the page by the server. */
function endpoint(): string | null {
  const env = document.querySelector<HTMLMetaElement>('meta[name="od-env"]')?.content;
  return env && /^\w{1,32}$/u.test(env) ? `/od_${env}` : null;
}

/** Staff (every staff scope: admins and ambassadors alike) are never measured. */
const staff = () => isStaff(readSession()?.scopes ?? []);
const refused = () => readConsent()?.analytic === false;

const newId = () => crypto.randomUUID().replaceAll('-', '');

function readCookie(name: string): string | undefined {
  return document.cookie.match(`(?:^|; )${name}=([A-Za-z0-9_-]{16,64})(?:;|$)`)?.[1];
}

let tabId: string | null = null;

/**
 * The visit's id: the consented cookie's, else this tab's (session storage, and kept in memory:
 * a language change clears session storage, not the visit).
 */
function sessionId(): string {
  tabId ??= readString('session', SESSION_KEYS.analytics) ?? newId();
  writeString('session', SESSION_KEYS.analytics, tabId);
  if (!readConsent()?.analytic) return tabId;
  const kept = readCookie(COOKIE_KEYS.analyticsSession) ?? tabId;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${COOKIE_KEYS.analyticsSession}=${kept}; Path=/; Max-Age=${30 * 86_400}; SameSite=Lax${secure}`;
  return kept;
}

function context(): EventContext {
  const segment = location.pathname.split('/')[1];
  const mode = DISPLAY_MODES.find((name) => name !== 'browser' && matchMedia(`(display-mode: ${name})`).matches);
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return {
    chemin: location.pathname,
    langue: isLocale(segment) ? segment : 'fr',
    theme: matchMedia('(prefers-color-scheme: dark)').matches ? 'sombre' : 'clair',
    version: __APP_VERSION__,
    installe: mode !== undefined || iosStandalone,
    affichage: mode ?? 'browser',
  };
}

const url = (base: string, batchId: string) => `${base}/${sessionId()}?lot=${batchId}`;

function start() {
  const base = endpoint();
  if (!base) return null;
  const tracker = createTracker(
    {
      send(body, batchId) {
        // The answer is not read; a lost batch is only a lost statistic.
        void fetch(url(base, batchId), {
          method: 'POST',
          body,
          keepalive: true,
          headers: { 'content-type': 'application/json' },
        }).catch(() => {});
      },
      beacon: (body, batchId) =>
        navigator.sendBeacon(url(base, batchId), new Blob([body], { type: 'application/json' })),
    },
    context,
  );
  // Browsers report one leaving twice (the page hidden, then pagehide): one end event for both.
  // The page shown again is a new stay, which ends with its own.
  let left = false;
  const leave = () => {
    if (left || refused() || staff()) return;
    left = true;
    tracker.leave();
  };
  addEventListener('pagehide', leave);
  addEventListener('pageshow', () => (left = false));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') leave();
    else left = false;
  });
  onConsentChange((consent) => {
    if (consent.analytic) return;
    tracker.clear();
    document.cookie = `${COOKIE_KEYS.analyticsSession}=; Path=/; Max-Age=0; SameSite=Lax`;
  });
  return tracker;
}

let tracker: ReturnType<typeof start> | undefined;

export function track(event: TrackedEvent & Pick<AnalyticsEvent, 'ts'>) {
  if (refused() || staff()) return;
  tracker ??= start();
  tracker?.track(event);
}
