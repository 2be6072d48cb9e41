/**
 * Registers the hand-written service worker (public/sw.js) once the page has loaded, so it never
 * competes with the first paint. Production only: in development it would cache Vite's modules.
 * The app starts after the messages arrive, often after `load` has fired: then register at once.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.warn('Service worker registration failed', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
