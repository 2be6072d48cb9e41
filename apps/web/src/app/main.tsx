// First: zod must be configured before any module builds a schema.
import './zod-jitless.ts';
import '@fontsource/cormorant-garamond/latin-500.css';
import '@fontsource/cormorant-garamond/latin-500-italic.css';
import '@fontsource/manrope/latin-400.css';
import '@fontsource/manrope/latin-600.css';
import './tokens.css';
import './global.css';

import { DEFAULT_LOCALE, isLocale, type Locale } from '@boutique/domain';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { produitsQueryOptions } from '../features/catalogue/api/get-produits.ts';
import { accueilQueryOptions } from '../features/catalogue/api/get-accueil.ts';
import { loadHeroZones } from '../features/catalogue/components/hero-zones-loader.ts';
import { resolveRequestLocale } from '../lib/api-client.ts';
import { createI18n } from '../lib/i18n.ts';
import { App } from './app.tsx';
import { FIRST_SCREEN_STATE_ID, seedFirstScreenState, type FirstScreenState } from './first-screen-state.ts';
import { loadHomeBelowFold } from './pages/home-below-fold-loader.ts';
import { createQueryClient } from './query-client.ts';

/**
 * The language the first screen will show. Paths without a supported language are redirected
 * to the French home by the router, so French is the right guess for them.
 */
function firstScreenLocale(): Locale {
  const segment = window.location.pathname.split('/')[1];
  return isLocale(segment) ? segment : DEFAULT_LOCALE;
}

async function start(): Promise<void> {
  const locale = firstScreenLocale();
  document.documentElement.lang = locale;
  const queryClient = createQueryClient();
  // A page the server drew hands over the data it was drawn from: the same cache, the same render.
  const stateText = document.getElementById(FIRST_SCREEN_STATE_ID)?.textContent;
  const serverState = stateText ? (JSON.parse(stateText) as FirstScreenState) : null;
  const isServerDrawn = serverState?.path === window.location.pathname;
  if (serverState && isServerDrawn) seedFirstScreenState(queryClient, serverState);
  // The catalogue, the home page's hero and lower part and the messages are fetched side by side.
  void queryClient.prefetchQuery(produitsQueryOptions(resolveRequestLocale(locale)));
  if (/^\/\w{2,4}\/?(accueil\/?)?$/u.test(window.location.pathname)) {
    void queryClient.prefetchQuery(accueilQueryOptions());
    void loadHeroZones();
    void loadHomeBelowFold();
  }
  const i18n = await createI18n(locale);

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html lacks #root');
  const app = (
    <StrictMode>
      <App i18n={i18n} queryClient={queryClient} />
    </StrictMode>
  );
  // As a transition the hydration yields to the browser every few milliseconds instead of holding
  // the main thread: the drawn page stays responsive to scrolling meanwhile.
  if (isServerDrawn) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);

  // Its own small chunk: registration waits for `load` anyway, so it need not weigh on the first screen.
  if (import.meta.env.PROD)
    void import('../lib/register-service-worker.ts').then((module) => module.registerServiceWorker());
}

void start();
