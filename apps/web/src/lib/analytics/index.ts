import { useEffect } from 'react';
import { useLocation } from 'wouter';
import type { TrackedEvent } from './tracker.ts';

/**
 * What features call to report an event. The tracker itself loads on the first one, after the
 * first screen, so the shopper's entry script stays small; the moment and the page are taken now.
 */
export function track(event: TrackedEvent): void {
  if (typeof window === 'undefined') return;
  const stamped = { ...event, ts: Date.now(), chemin: event.chemin ?? window.location.pathname };
  void import('./runtime.ts').then((runtime) => runtime.track(stamped)).catch(() => {});
}

/** The referring site's host (another site only), or a campaign's utm_source. */
function visitSource(): string | undefined {
  const campaign = new URLSearchParams(window.location.search).get('utm_source');
  if (campaign) return campaign.slice(0, 100);
  try {
    const referrer = document.referrer ? new URL(document.referrer).host : '';
    return referrer && referrer !== window.location.host ? referrer : undefined;
  } catch {
    return undefined;
  }
}

/** Reports each route shown; the first one carries where the visit came from. */
export function usePageViews(): void {
  const [location] = useLocation();
  useEffect(() => {
    const source = sourced ? undefined : visitSource();
    sourced = true;
    track({ type: 'page', ...(source ? { source } : {}) });
  }, [location]);
}

let sourced = false;
