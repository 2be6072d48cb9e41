import { DEFAULT_LOCALE, isLocale, SCOPES } from '@boutique/domain';
import { useEffect } from 'react';
import { useTranslation } from '../lib/i18n-react.tsx';
import { Redirect, Route, Switch } from 'wouter';
import { RequireScope } from '../features/account/components/require-scope.tsx';
import { LocaleProvider } from '../lib/locale-context.tsx';
import { AdminLayout } from './layout/admin-layout.tsx';
import { OrdersPage } from './orders/orders-page.tsx';
import { PaymentLinksPage } from './payment-links/payment-links-page.tsx';
import { SalonPage } from './salon/salon-page.tsx';

/** The back office's routes, relative to /:lang/ad. */
function AdminRoutes({ lang }: { lang: string }) {
  return (
    <Switch>
      <Route path="/">
        <Redirect to="/paiements" replace />
      </Route>
      {/* Spec §2: the payment links need only a session (the API checks who may manage them). */}
      <Route path="/paiements" component={PaymentLinksPage} />
      <Route path="/commandes" component={OrdersPage} />
      <Route path="/salon" component={SalonPage} />
      <Route>
        <Redirect to={`~/${lang}/erreur`} replace />
      </Route>
    </Switch>
  );
}

/**
 * /:lang/ad/...: the back office, a lazy chunk of its own (router.tsx) outside the shop's frame
 * (no shop header, footer, cart or cookie banner). It sets the page language as LanguageScope
 * does for the shop, then guards every page with a session.
 */
export default function AdminApp({ lang }: { lang: string }) {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (!isLocale(lang)) return;
    document.documentElement.lang = lang;
    if (i18n.language !== lang) void i18n.changeLanguage(lang);
  }, [lang, i18n]);

  if (!isLocale(lang)) return <Redirect to={`~/${DEFAULT_LOCALE}/accueil`} replace />;
  return (
    <LocaleProvider value={lang}>
      <RequireScope scope={SCOPES.user}>
        <AdminLayout>
          <AdminRoutes lang={lang} />
        </AdminLayout>
      </RequireScope>
    </LocaleProvider>
  );
}
