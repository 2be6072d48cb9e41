import type { Locale, Produit } from '@boutique/domain';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../app/app.tsx';
import { AppProviders } from '../app/providers.tsx';
import { createI18n } from '../lib/i18n.ts';
import { LocaleProvider } from '../lib/locale-context.tsx';
import de from '../../../api/src/modules/translations/messages/de.json';
import en from '../../../api/src/modules/translations/messages/en.json';
import es from '../../../api/src/modules/translations/messages/es.json';
import fr from '../../../api/src/modules/translations/messages/fr.json';
import { CATALOGUE, jsonResponse, makeBasketServer, type BasketServer } from './fixtures.ts';

/** The shipped message files, so tests read the words shoppers read. */
export const MESSAGES = { fr, en, es, de };

export function createTestI18n(locale: Locale = 'fr') {
  return createI18n(locale, { resources: MESSAGES });
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

interface ApiOptions {
  produits?: Produit[];
  status?: number;
  /** The basket routes; by default a fresh stand-in over the same products. */
  basketServer?: Pick<BasketServer, 'handle'>;
  /** Other JSON answers by path, e.g. { '/api/accueil': {...} }; anything else answers 404. */
  answers?: Record<string, unknown>;
}

/** Stubs fetch with a tiny API: the product list (or a failure for it) and the basket routes. */
export function stubApi({
  produits = CATALOGUE,
  status = 200,
  basketServer = makeBasketServer(produits),
  answers = {},
}: ApiOptions = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (init?.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    const basketAnswer = basketServer.handle(url, init);
    if (basketAnswer) return basketAnswer;
    // The catalogue's address names its language (`/api/produits?lang=fr`).
    if (new URL(url, 'http://localhost').pathname === '/api/produits') {
      return status === 200
        ? jsonResponse({ code: 200, datas: produits })
        : jsonResponse({ code: status, message: 'Indisponible', errors: {} }, status);
    }
    const path = new URL(url, 'http://localhost').pathname;
    if (path in answers) return jsonResponse(answers[path]);
    return jsonResponse({ code: 404, message: 'Introuvable', errors: {} }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Renders the whole app at a path, on an in-memory location whose history the test can read. */
export async function renderApp(path: string, options: ApiOptions = {}) {
  const fetchMock = stubApi(options);
  const location = memoryLocation({ path, record: true });
  const i18n = await createTestI18n();
  const queryClient = createTestQueryClient();
  const view = render(<App i18n={i18n} queryClient={queryClient} location={location} />);
  /** The current path (with its query), as the address bar would show it. */
  const currentPath = () => location.history.at(-1);
  return { ...view, location, currentPath, i18n, queryClient, fetchMock };
}

/** Renders one component with the app's providers, in a language, on an in-memory location. */
export async function renderInApp(
  ui: ReactNode,
  { locale = 'fr', path = `/${locale}/accueil` }: RenderInAppOptions = {},
) {
  const i18n = await createTestI18n(locale);
  const location = memoryLocation({ path, record: true });
  const view = render(
    <AppProviders i18n={i18n} queryClient={createTestQueryClient()} location={location}>
      <LocaleProvider value={locale}>{ui}</LocaleProvider>
    </AppProviders>,
  );
  return { ...view, location, i18n };
}

interface RenderInAppOptions {
  locale?: Locale;
  path?: string;
}
