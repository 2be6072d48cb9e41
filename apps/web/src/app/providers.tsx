import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { I18n } from '../lib/i18n.ts';
import { I18nProvider } from '../lib/i18n-react.tsx';
import { Router, type BaseLocationHook, type BaseSearchHook } from 'wouter';

/** A location other than the browser's (tests use wouter's memory location). */
export interface LocationSource {
  hook: BaseLocationHook;
  searchHook: BaseSearchHook;
}

/** The address a server render draws (path and search, e.g. "/fr/accueil" and ""). */
export interface ServerLocation {
  path: string;
  search: string;
}

interface AppProvidersProps {
  i18n: I18n;
  queryClient: QueryClient;
  location?: LocationSource;
  /** On the server: the page's address (the browser reads its own when it hydrates). */
  serverLocation?: ServerLocation;
  children: ReactNode;
}

/** Everything the pages read from context: messages, server state and the location. */
export function AppProviders({ i18n, queryClient, location, serverLocation, children }: AppProvidersProps) {
  let routed = children;
  if (location) {
    routed = (
      <Router hook={location.hook} searchHook={location.searchHook}>
        {children}
      </Router>
    );
  } else if (serverLocation) {
    routed = (
      <Router ssrPath={serverLocation.path} ssrSearch={serverLocation.search}>
        {children}
      </Router>
    );
  }
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{routed}</QueryClientProvider>
    </I18nProvider>
  );
}
