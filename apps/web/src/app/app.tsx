import type { QueryClient } from '@tanstack/react-query';
import type { I18n } from '../lib/i18n.ts';
import { AppProviders, type LocationSource, type ServerLocation } from './providers.tsx';
import { AppRoutes } from './router.tsx';

interface AppProps {
  i18n: I18n;
  queryClient: QueryClient;
  /** Defaults to the browser's location. */
  location?: LocationSource;
  /** Only on the server: the address to draw. */
  serverLocation?: ServerLocation;
}

/** The whole shopper app: providers around the routes. */
export function App({ i18n, queryClient, location, serverLocation }: AppProps) {
  return (
    <AppProviders
      i18n={i18n}
      queryClient={queryClient}
      {...(location ? { location } : {})}
      {...(serverLocation ? { serverLocation } : {})}
    >
      <AppRoutes />
    </AppProviders>
  );
}
