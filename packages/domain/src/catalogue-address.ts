import type { Locale } from './locales.ts';

/**
 * Where the browser reads the product list of a language. The language is in the address (not
 * only in a header), so the server's first HTML can announce this very request with
 * `<link rel="preload" as="fetch" crossorigin>` and the app's fetch picks up the preloaded answer:
 * the browser hands a preload over only to a request with the same address, mode and headers.
 */
export const catalogueAddress = (locale: Locale) => `/api/produits?lang=${locale}`;
