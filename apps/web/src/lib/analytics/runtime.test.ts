import { AnalyticsBatchSchema } from '@boutique/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeAdminSession } from '../../test/admin-session.ts';
import { track } from './runtime.ts';

/** The batches the page sends, by beacon or by fetch, as the server would read them. */
function captureSends() {
  const bodies: Promise<string>[] = [];
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (_url: string, body: Blob) => {
      bodies.push(body.text());
      return true;
    },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      bodies.push(Promise.resolve(init.body as string));
      return new Response(null, { status: 204 });
    }),
  );
  return async () => (await Promise.all(bodies)).flatMap((body) => AnalyticsBatchSchema.parse(JSON.parse(body)));
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** Leaving a page as browsers do: the page is hidden, then `pagehide` (both fire, in either order). */
function leavePage() {
  setVisibility('hidden');
  window.dispatchEvent(new Event('pagehide'));
}

const page = () => ({ type: 'page' as const, ts: Date.now(), chemin: '/fr/accueil' });

describe('the tracker in the page', () => {
  beforeEach(() => {
    const meta = document.createElement('meta');
    meta.name = 'od-env';
    meta.content = 'test';
    document.head.append(meta);
  });
  afterEach(() => {
    document.head.querySelector('meta[name="od-env"]')?.remove();
    setVisibility('visible');
  });

  it('sends one end event each time the page is left, though hiding and pagehide both report it', async () => {
    const sent = captureSends();
    track(page());
    leavePage();
    expect((await sent()).map((event) => event.type)).toEqual(['page', 'fin']);

    // Back on the page, then away again: a second visit of it ends with its own end event.
    setVisibility('visible');
    leavePage();
    expect((await sent()).map((event) => event.type)).toEqual(['page', 'fin', 'fin']);
  });

  it.each([
    ['an admin', ['user', 'admin']],
    ['an ambassador', ['user', 'ambassadeur']],
  ])('never measures staff: %s sends nothing', async (_who, scopes) => {
    storeAdminSession(scopes);
    const sent = captureSends();
    track(page());
    leavePage();
    setVisibility('visible');
    expect(await sent()).toEqual([]);
  });
});
