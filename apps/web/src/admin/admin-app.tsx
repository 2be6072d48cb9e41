import { DEFAULT_LOCALE, isLocale } from '@boutique/domain';
import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { RequireScope } from '../features/account/components/require-scope.tsx';
import { LocaleProvider } from '../lib/locale-context.tsx';
import { usePageLanguage } from '../app/language-scope.tsx';
import { PageFallback } from '../app/page-fallback.tsx';
import { ADMIN_SCREENS, requiredScope } from './admin-screens.ts';
import { AdminLayout } from './layout/admin-layout.tsx';
import { SecondFactorGate } from './security/second-factor-gate.tsx';

/**
 * Each screen as a lazy component, made once per loader: addresses that share a loader share the
 * component and its key, so moving between them keeps the page (and its state) mounted.
 */
const LOADERS = [...new Set(ADMIN_SCREENS.map((screen) => screen.load))];
const SCREENS = LOADERS.map((load) => lazy(() => load().then((component) => ({ default: component }))));
const ROUTES = ADMIN_SCREENS.map((screen) => {
  const index = LOADERS.indexOf(screen.load);
  return { path: screen.path, key: index, Screen: SCREENS[index]! };
});

/** The back office's routes, relative to /:lang/ad. */
function AdminRoutes({ lang }: { lang: string }) {
  return (
    <Suspense fallback={<PageFallback />}>
      <Switch>
        <Route path="/">
          <Redirect to="/paiements" replace />
        </Route>
        {ROUTES.map(({ path, key, Screen }) => (
          <Route key={key} path={path} component={Screen} />
        ))}
        <Route>
          <Redirect to={`~/${lang}/erreur`} replace />
        </Route>
      </Switch>
    </Suspense>
  );
}

/**
 * /:lang/ad/...: the back office, a lazy chunk of its own (router.tsx) outside the shop's frame
 * (no shop header, footer, cart or cookie banner). It sets the page language as LanguageScope
 * does for the shop, then guards every page (a customer without the scope gets the error page, code 400).
 */
export default function AdminApp({ lang }: { lang: string }) {
  const [location] = useLocation();
  usePageLanguage(lang);

  if (!isLocale(lang)) return <Redirect to={`~/${DEFAULT_LOCALE}/accueil`} replace />;
  return (
    <LocaleProvider value={lang}>
      <RequireScope scope={requiredScope(location)}>
        <AdminLayout>
          <SecondFactorGate>
            <AdminRoutes lang={lang} />
          </SecondFactorGate>
        </AdminLayout>
      </RequireScope>
    </LocaleProvider>
  );
}
