import { DEFAULT_LOCALE } from '@boutique/domain';
import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { LazyContactPage } from '../features/contact/pages/contact-page-loader.ts';
import { ARTICLE_ROUTE } from '../features/content/lib/article-route.ts';
import {
  LazyArticlePage,
  LazyConditionsPage,
  LazyFaqPage,
  LazyLegalPage,
} from '../features/content/pages/content-page-loaders.ts';
import { LazyErrorPage } from '../features/errors/pages/error-page-loader.ts';
import { LazyPaymentLinkPage } from '../features/payments/pages/payment-link-page-loader.ts';
import { readHomeLocale } from '../lib/remembered-language.ts';
import { LanguageScope } from './language-scope.tsx';
import { PageFallback } from './page-fallback.tsx';
import { HomeRoute } from './pages/home-route.tsx';

/** The product page with its purchase block ships in its own chunk (home route budget). */
const LazyProductRoute = lazy(() => import('./pages/product-route.tsx'));
/** The ingredient page with the catalogue's cards of its products. */
const LazyIngredientRoute = lazy(() => import('./pages/ingredient-route.tsx'));
/** The sign section (sign-in, sign-up, sign-out, recovery) with the basket switch of sign-in. */
const LazySignRoute = lazy(() => import('./pages/sign-route.tsx'));
/** The customer area, behind the user scope. */
const LazyAccountRoutes = lazy(() => import('../features/account/pages/account-routes.tsx'));
/** The checkout, composed with the account's sign forms, the basket and the card form. */
const LazyCheckoutRoute = lazy(() => import('./pages/checkout-route.tsx'));
/** After paying, and paying again: both behind the user scope. */
const LazyCheckoutConfirmationRoute = lazy(() =>
  import('./pages/checkout-order-routes.tsx').then((module) => ({ default: module.CheckoutConfirmationRoute })),
);
const LazyCheckoutRepriseRoute = lazy(() =>
  import('./pages/checkout-order-routes.tsx').then((module) => ({ default: module.CheckoutRepriseRoute })),
);
/** The back office (/:lang/ad/...), outside the shop's frame: shoppers never download it. */
const LazyAdminApp = lazy(() => import('../admin/admin-app.tsx'));
const LazyNewsletterConfirmationPage = lazy(() =>
  import('../features/newsletter/pages/newsletter-confirmation-page.tsx').then((module) => ({
    default: module.NewsletterConfirmationPage,
  })),
);
const LazyNewsletterUnsubscribePage = lazy(() =>
  import('../features/newsletter/pages/newsletter-unsubscribe-page.tsx').then((module) => ({
    default: module.NewsletterUnsubscribePage,
  })),
);

/** The withdrawal function, open to shoppers without an account (footer link). */
const LazyWithdrawalPage = lazy(() => import('../features/withdrawal/pages/withdrawal-page.tsx'));

const DEFAULT_HOME = `/${DEFAULT_LOCALE}/accueil`;

/**
 * The routes inside a language, relative to /:lang. Unknown paths land on the error
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
        <Route path="/accueil" component={HomeRoute} />
        <Route path="/produits">
          <Redirect to="/accueil" replace />
        </Route>
        <Route path="/cosmetique/:idSlug">{(params) => <LazyProductRoute params={params} />}</Route>
        <Route path="/principe-actif/:idSlug">{(params) => <LazyIngredientRoute params={params} />}</Route>
        <Route path="/faq" component={LazyFaqPage} />
        <Route path="/conditions" component={LazyConditionsPage} />
        <Route path="/conditions/:page">{(params) => <LazyLegalPage params={params} />}</Route>
        <Route path="/erreur" component={LazyErrorPage} />
        <Route path="/contact">{() => <LazyContactPage params={{}} />}</Route>
        <Route path="/contact/:commande">{(params) => <LazyContactPage params={params} />}</Route>
        <Route path="/sign" nest>
          <LazySignRoute />
        </Route>
        <Route path="/mon-compte" nest>
          <LazyAccountRoutes />
        </Route>
        <Route path="/checkout" component={LazyCheckoutRoute} />
        <Route path="/checkout-confirmation/:hash">
          {(params) => <LazyCheckoutConfirmationRoute hash={params.hash} />}
        </Route>
        <Route path="/checkout-reprise/:hash">{(params) => <LazyCheckoutRepriseRoute hash={params.hash} />}</Route>
        <Route path="/newsletter/confirmation/:jeton">
          {(params) => <LazyNewsletterConfirmationPage jeton={params.jeton} />}
        </Route>
        <Route path="/newsletter/desinscription/:jeton">
          {(params) => <LazyNewsletterUnsubscribePage jeton={params.jeton} />}
        </Route>
        <Route path="/retractation" component={LazyWithdrawalPage} />
        <Route path="/paiement">{() => <LazyPaymentLinkPage />}</Route>
        <Route path="/paiement/:hash">{(params) => <LazyPaymentLinkPage hash={params.hash} />}</Route>
        {/* A news article ("/3-notre-atelier"): digits first, one segment, last so it shadows nothing. */}
        <Route path={ARTICLE_ROUTE}>{(params) => <LazyArticlePage params={params} />}</Route>
        <Route>
          <Redirect to="/erreur" replace />
        </Route>
      </Switch>
    </Suspense>
  );
}

/**
 * Top level: the bare root goes to the home of the remembered language, else the browser's, else
 * French (as the server's 302 does); every other path is read as /:lang/...; LanguageScope sends
 * unsupported languages to the French home.
 */
export function AppRoutes() {
  return (
    <Switch>
      <Route path="/">{() => <Redirect to={`/${readHomeLocale()}/accueil`} replace />}</Route>
      <Route path="/:lang/ad" nest>
        {({ lang }) => (
          <Suspense fallback={<PageFallback />}>
            <LazyAdminApp lang={lang} />
          </Suspense>
        )}
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
