import { DEFAULT_LOCALE } from '@boutique/domain';
import { Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { HomePage } from '../features/catalogue/pages/home-page.tsx';
import { LazyProductPage } from '../features/catalogue/pages/product-page-loader.ts';
import { LazyErrorPage } from '../features/errors/pages/error-page-loader.ts';
import { LanguageScope } from './language-scope.tsx';
import { PageFallback } from './page-fallback.tsx';

const DEFAULT_HOME = `/${DEFAULT_LOCALE}/accueil`;

/**
 * The routes inside a language (spec §2), relative to /:lang. Unknown paths land on the error
 * page of the same language; redirects replace the entry so Back does not bounce. The home page
 * is in the entry chunk; other pages load on demand.
 */
export function LocalizedRoutes() {
  return (
    <Suspense fallback={<PageFallback />}>
      <Switch>
        <Route path="/">
          <Redirect to="/accueil" replace />
        </Route>
        <Route path="/accueil" component={HomePage} />
        <Route path="/produits">
          <Redirect to="/accueil" replace />
        </Route>
        <Route path="/cosmetique/:idSlug">{(params) => <LazyProductPage params={params} />}</Route>
        <Route path="/erreur" component={LazyErrorPage} />
        <Route>
          <Redirect to="/erreur" replace />
        </Route>
      </Switch>
    </Suspense>
  );
}

/**
 * Top level: the bare root goes to the French home (as the server's 302 does), every other path
 * is read as /:lang/...; LanguageScope sends unsupported languages to the French home.
 */
export function AppRoutes() {
  return (
    <Switch>
      <Route path="/">
        <Redirect to={DEFAULT_HOME} replace />
      </Route>
      <Route path="/:lang" nest>
        {({ lang }) => (
          <LanguageScope lang={lang}>
            <LocalizedRoutes />
          </LanguageScope>
        )}
      </Route>
      <Route>
        <Redirect to={DEFAULT_HOME} replace />
      </Route>
    </Switch>
  );
}
