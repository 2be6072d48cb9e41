import type { HomeResponse, Locale, Produit } from '@boutique/domain';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { listOnline, produitsQueryOptions } from '../features/catalogue/api/get-produits.ts';
import { accueilQueryOptions } from '../features/catalogue/api/get-accueil.ts';
import { createI18n, type Messages } from '../lib/i18n.ts';
import { App } from './app.tsx';
import { readFirstScreenState, type FirstScreenState } from './first-screen-state.ts';
import { createQueryClient } from './query-client.ts';

/** What the server knows of a page when it draws its first screen. */
export interface FirstScreenInput {
  /** The page's path as the browser's location has it ("/fr/cosmetique/1-mousse"), and search. */
  path: string;
  search: string;
  locale: Locale;
  /** The messages of the page's language and of French (the fallback), as the API serves them. */
  messages: Partial<Record<Locale, Messages>>;
  /** The catalogue in the page's language (GET /api/produits?lang=…, `datas`). */
  produits: Produit[];
  /** The home page's hero (GET /api/accueil), on the home page only. */
  accueil: HomeResponse | null;
}

export interface FirstScreen {
  /** What goes inside #root. */
  html: string;
  /** The server state the browser hydrates with (see FIRST_SCREEN_STATE_ID). */
  state: FirstScreenState;
}

/**
 * Draws a shopper page on the server with the app's own components, from the data the browser
 * would have fetched. Lazy parts (the product page, the hero's links, what lies below the home
 * page's fold, the footer) are waited for, so the HTML is the whole page; what depends on the
 * browser (basket, session, consent) draws its empty state, as the hydrating render does.
 */
export async function renderFirstScreen(input: FirstScreenInput): Promise<FirstScreen> {
  const queryClient = createQueryClient();
  queryClient.setQueryData(produitsQueryOptions(input.locale).queryKey, listOnline(input.produits));
  if (input.accueil) queryClient.setQueryData(accueilQueryOptions().queryKey, input.accueil);
  const i18n = await createI18n(input.locale, { resources: input.messages });

  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <App i18n={i18n} queryClient={queryClient} serverLocation={{ path: input.path, search: input.search }} />
    </StrictMode>,
    // Every part inline, in place: a part set aside to be moved in later would need an inline
    // script, which the CSP forbids.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return { html: Buffer.concat(chunks).toString('utf8'), state: readFirstScreenState(input.path, queryClient) };
}
