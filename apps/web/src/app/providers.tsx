import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nProvider } from '../lib/i18n-react.tsx';
import { Router, type BaseLocationHook, type BaseSearchHook } from 'wouter';

/** A location other than the browser's (tests use wouter's memory location). */
export interface LocationSource {
  hook: BaseLocationHook;
  searchHook: BaseSearchHook;
}

interface AppProvidersProps {
  i18n: I18n;
  queryClient: QueryClient;
  location?: LocationSource;
  children: ReactNode;
}

/** Everything the pages read from context: messages, server state and the location. */
export function AppProviders({ i18n, queryClient, location, children }: AppProvidersProps) {
  const routed = location ? (
    <Router hook={location.hook} searchHook={location.searchHook}>
      {children}
    </Router>
  ) : (
    children
  );
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{routed}</QueryClientProvider>
    </I18nProvider>
  );
}
