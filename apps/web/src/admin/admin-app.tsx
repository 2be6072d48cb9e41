import { DEFAULT_LOCALE, isLocale, SCOPES } from '@boutique/domain';
import { useEffect } from 'react';
import { useTranslation } from '../lib/i18n-react.tsx';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { RequireScope } from '../features/account/components/require-scope.tsx';
import { LocaleProvider } from '../lib/locale-context.tsx';
import { ArticleDetail, ArticlesList } from './catalogue/articles-screens.tsx';
import { ConseilDetail, ConseilsList } from './catalogue/conseils-screens.tsx';
import { EntrepotDetail, EntrepotsList } from './catalogue/entrepots-screens.tsx';
import { AdresseDetail, AdressesList } from './customers/adresses-screens.tsx';
import { ClientDetail, ClientsList } from './customers/clients-screens.tsx';
import { FaqCategorieDetail, FaqsCategoriesList } from './catalogue/faqs-categories-screens.tsx';
import { FaqDetail, FaqsList } from './catalogue/faqs-screens.tsx';
import { PrincipeActifDetail, PrincipesActifsList } from './catalogue/principes-actifs-screens.tsx';
import { ProduitDetail, ProduitsList } from './catalogue/produits-screens.tsx';
import { TagDetail, TagsList } from './catalogue/tags-screens.tsx';
import { VisuelDetail, VisuelsList } from './visuels/visuels-screens.tsx';
import { RemiseDetail, RemisesList } from './commerce/remises-screens.tsx';
import { PaysDetail, PaysList } from './commerce/pays-screens.tsx';
import { MethodePaiementDetail, MethodesPaiementsList } from './commerce/methodes-paiements-screens.tsx';
import { StatutDetail, StatutsList } from './workflows/statuts-screens.tsx';
import {
  WorkflowDetail,
  WorkflowStepsPage,
  WorkflowsList,
  WorkflowUsersPage,
  WorkflowUsersStepsPage,
} from './workflows/workflows-screens.tsx';
import { TransporteurDetail, TransporteursList } from './commerce/transporteurs-screens.tsx';
import { ColisDetail, ColisList, TrackingsList } from './parcels/colis-screens.tsx';
import { MethodeLivraisonDetail, MethodesLivraisonsList } from './commerce/methodes-livraisons-screens.tsx';
import { DashboardPage } from './dashboard/dashboard-page.tsx';
import { StatsPage } from './stats/stats-page.tsx';
import { TracksPage } from './stats/tracks-page.tsx';
import { InvoicesPage } from './invoices/invoices-page.tsx';
import { AdminLayout } from './layout/admin-layout.tsx';
import { CampagneDetail, CampagnesList } from './newsletters/campagnes-screens.tsx';
import { OrderDetailPage } from './orders/order-detail-page.tsx';
import { OrdersPage } from './orders/orders-page.tsx';
import { NewOrderPage } from './orders/new-order/new-order-page.tsx';
import { OutboxPage } from './outbox/outbox-page.tsx';
import { PaymentLinksPage } from './payment-links/payment-links-page.tsx';
import { AvisDetail, AvisList } from './reviews/avis-screens.tsx';
import { AmbassadeurPage, AmbassadeursPage } from './ambassadors/ambassadeurs-page.tsx';
import { AbonnementDetail, AbonnementsList } from './subscribers/abonnements-screens.tsx';
import { SalonPage } from './salon/salon-page.tsx';
import { StocksPage } from './stock/stocks-page.tsx';
import { TradsPage } from './trads/trads-page.tsx';
import { SettingsPage } from './settings/settings-page.tsx';

/** The back office's routes, relative to /:lang/ad. */
function AdminRoutes({ lang }: { lang: string }) {
  return (
    <Switch>
      <Route path="/">
        <Redirect to="/paiements" replace />
      </Route>
      {/* Spec §2: the payment links need only a session (the API checks who may manage them). */}
      <Route path="/paiements" component={PaymentLinksPage} />
      <Route path="/dash" component={DashboardPage} />
      <Route path="/stats" component={StatsPage} />
      <Route path="/tracks" component={TracksPage} />
      <Route path="/commandes" component={OrdersPage} />
      <Route path="/commandes/:hash" component={OrderDetailPage} />
      <Route path="/nouveau-commande" component={NewOrderPage} />
      <Route path="/salon" component={SalonPage} />
      <Route path="/users" component={ClientsList} />
      <Route path="/users/:id" component={ClientDetail} />
      <Route path="/adresses" component={AdressesList} />
      <Route path="/adresses/:id" component={AdresseDetail} />
      <Route path="/produits" component={ProduitsList} />
      <Route path="/produits/:id" component={ProduitDetail} />
      <Route path="/visuels" component={VisuelsList} />
      <Route path="/visuels/:id" component={VisuelDetail} />
      <Route path="/tags" component={TagsList} />
      <Route path="/tags/:id" component={TagDetail} />
      <Route path="/principes-actifs" component={PrincipesActifsList} />
      <Route path="/principes-actifs/:id" component={PrincipeActifDetail} />
      <Route path="/faqs-categories" component={FaqsCategoriesList} />
      <Route path="/faqs-categories/:id" component={FaqCategorieDetail} />
      <Route path="/faqs" component={FaqsList} />
      <Route path="/faqs/:id" component={FaqDetail} />
      <Route path="/stocks" component={StocksPage} />
      <Route path="/entrepots" component={EntrepotsList} />
      <Route path="/entrepots/:id" component={EntrepotDetail} />
      <Route path="/conseils" component={ConseilsList} />
      <Route path="/conseils/:id" component={ConseilDetail} />
      <Route path="/avis" component={AvisList} />
      <Route path="/ambassadeurs" component={AmbassadeursPage} />
      <Route path="/ambassadeurs/:id" component={AmbassadeurPage} />
      <Route path="/abonnements" component={AbonnementsList} />
      <Route path="/abonnements/:id" component={AbonnementDetail} />
      <Route path="/avis/:id" component={AvisDetail} />
      <Route path="/articles" component={ArticlesList} />
      <Route path="/articles/:id" component={ArticleDetail} />
      <Route path="/remises" component={RemisesList} />
      <Route path="/remises/:id" component={RemiseDetail} />
      <Route path="/colis" component={ColisList} />
      <Route path="/colis/:id" component={ColisDetail} />
      <Route path="/trackings" component={TrackingsList} />
      <Route path="/transporteurs" component={TransporteursList} />
      <Route path="/transporteurs/:id" component={TransporteurDetail} />
      <Route path="/methodes-livraisons" component={MethodesLivraisonsList} />
      <Route path="/methodes-livraisons/:id" component={MethodeLivraisonDetail} />
      <Route path="/pays" component={PaysList} />
      <Route path="/pays/:id" component={PaysDetail} />
      <Route path="/methodes-paiements" component={MethodesPaiementsList} />
      <Route path="/methodes-paiements/:id" component={MethodePaiementDetail} />
      <Route path="/statuts" component={StatutsList} />
      <Route path="/statuts/:id" component={StatutDetail} />
      <Route path="/workflows" component={WorkflowsList} />
      <Route path="/workflows/:id" component={WorkflowDetail} />
      <Route path="/workflows/:id/steps" component={WorkflowStepsPage} />
      <Route path="/workflows/:id/users" component={WorkflowUsersPage} />
      <Route path="/workflows/:id/users-steps" component={WorkflowUsersStepsPage} />
      <Route path="/configurations" component={SettingsPage} />
      <Route path="/configurations/:topic" component={SettingsPage} />
      <Route path="/newsletters" component={CampagnesList} />
      <Route path="/newsletters/:id" component={CampagneDetail} />
      <Route path="/messages" component={OutboxPage} />
      <Route path="/trads" component={TradsPage} />
      <Route path="/factures" component={InvoicesPage} />
      <Route>
        <Redirect to={`~/${lang}/erreur`} replace />
      </Route>
    </Switch>
  );
}

/**
 * The scope a back-office address needs (spec §2 "Route guard"): admin, except the payment links
 * (a session; the API decides who may manage them) and the salon mode (its page checks its own
 * scopes: ambassadors use it too). The bare /ad only redirects to the payment links.
 */
function requiredScope(location: string) {
  const section = location.split('/')[1] ?? '';
  return section === '' || section === 'paiements' || section === 'salon' ? SCOPES.user : SCOPES.admin;
}

/**
 * /:lang/ad/...: the back office, a lazy chunk of its own (router.tsx) outside the shop's frame
 * (no shop header, footer, cart or cookie banner). It sets the page language as LanguageScope
 * does for the shop, then guards every page (a customer without the scope gets the error page, code 400).
 */
export default function AdminApp({ lang }: { lang: string }) {
  const { i18n } = useTranslation();
  const [location] = useLocation();
  useEffect(() => {
    if (!isLocale(lang)) return;
    document.documentElement.lang = lang;
    if (i18n.language !== lang) void i18n.changeLanguage(lang);
  }, [lang, i18n]);

  if (!isLocale(lang)) return <Redirect to={`~/${DEFAULT_LOCALE}/accueil`} replace />;
  return (
    <LocaleProvider value={lang}>
      <RequireScope scope={requiredScope(location)}>
        <AdminLayout>
          <AdminRoutes lang={lang} />
        </AdminLayout>
      </RequireScope>
    </LocaleProvider>
  );
}
