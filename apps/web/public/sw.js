/*
 * Maison Orcaviar's service worker, written by hand to stay small and predictable:
 * - /assets/* are content-hashed by the build, so they never change: cache first.
 * - Page navigations: network first (prices and stock must be fresh), the last good page shell
 *   when offline. The server answers every /{lang}/... route with the same index.html, so one
 *   cached shell serves them all.
 * - /api/* is never cached here: prices, stock and baskets must come from the server.
 * Anything else (media, fonts outside /assets) goes to the network as usual.
 */
const VERSION = 'v1';
const ASSETS_CACHE = `orcaviar-assets-${VERSION}`;
const SHELL_CACHE = `orcaviar-shell-${VERSION}`;
const SHELL_URL = '/fr/accueil';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.add(new Request(SHELL_URL, { cache: 'reload' })))
      .catch(() => undefined)
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  const current = new Set([ASSETS_CACHE, SHELL_CACHE]);
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys.filter((key) => key.startsWith('orcaviar-') && !current.has(key)).map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

async function cacheFirst(request) {
  const cache = await caches.open(ASSETS_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

async function networkFirstNavigation(request) {
  const cache = await caches.open(SHELL_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok && response.headers.get('content-type')?.includes('text/html')) {
      await cache.put(SHELL_URL, response.clone());
    }
    return response;
  } catch (error) {
    const shell = await cache.match(SHELL_URL);
    if (shell) return shell;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirstNavigation(request));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
  }
});
