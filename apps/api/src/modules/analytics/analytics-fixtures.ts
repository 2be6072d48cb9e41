/** What the analytics tests send: a desktop browser's user agent and one page view as the shop's script posts it. */

export const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** One event of a batch (a page view on the home page, now, unless told otherwise). */
export const pageEvent = (overrides: Record<string, unknown> = {}) => ({
  type: 'page',
  ts: Date.now(),
  chemin: '/fr/accueil',
  langue: 'fr',
  theme: 'clair',
  version: '0.1.0',
  installe: false,
  affichage: 'browser',
  ...overrides,
});
