import { SCOPES, type PermissionArea } from '@boutique/domain';
import type { ComponentType } from 'react';

type Scope = (typeof SCOPES)[keyof typeof SCOPES];

/** One back-office screen, at a path relative to /:lang/ad. */
export interface AdminScreen {
  path: string;
  /** Loads the screen: each module is a chunk of its own, fetched when a page first needs it. */
  load: () => Promise<ComponentType>;
  /**
   * The scope the page needs, admin when not said: the payment links need
   * a session (the API decides who may manage them), the salon checks its own scopes (ambassadors use it).
   */
  scope?: Scope;
  /** The side navigation's entry (its translation key), in the list's order; none for detail pages. */
  menu?: { label: string };
}

/** Both settings addresses share one loader: moving between topics keeps the page mounted. */
const settingsPage = () => import('./settings/settings-page.tsx').then((module) => module.SettingsPage);

/**
 * Every back-office page, the one list the router (admin-app.tsx) and the side navigation
 * (layout/admin-layout.tsx) are built from, in the navigation's order.
 */
export const ADMIN_SCREENS: readonly AdminScreen[] = [
  {
    path: '/dash',
    load: () => import('./dashboard/dashboard-page.tsx').then((module) => module.DashboardPage),
    menu: { label: 'admin.menu.dash' },
  },
  {
    path: '/stats',
    load: () => import('./stats/stats-page.tsx').then((module) => module.StatsPage),
    menu: { label: 'admin.stats.menu' },
  },
  {
    path: '/tracks',
    load: () => import('./stats/tracks-page.tsx').then((module) => module.TracksPage),
    menu: { label: 'admin.stats.tracks.menu' },
  },
  {
    path: '/paiements',
    load: () => import('./payment-links/payment-links-page.tsx').then((module) => module.PaymentLinksPage),
    scope: SCOPES.user,
    menu: { label: 'admin.menu.paiements' },
  },
  {
    path: '/commandes',
    load: () => import('./orders/orders-page.tsx').then((module) => module.OrdersPage),
    menu: { label: 'admin.menu.commandes' },
  },
  {
    path: '/commandes/:hash',
    load: () => import('./orders/order-detail-page.tsx').then((module) => module.OrderDetailPage),
  },
  {
    path: '/nouveau-commande',
    load: () => import('./orders/new-order/new-order-page.tsx').then((module) => module.NewOrderPage),
    menu: { label: 'admin.nouvelle_commande.menu' },
  },
  {
    path: '/colis',
    load: () => import('./parcels/colis-screens.tsx').then((module) => module.ColisList),
    menu: { label: 'admin.colis.menu' },
  },
  { path: '/colis/:id', load: () => import('./parcels/colis-screens.tsx').then((module) => module.ColisDetail) },
  {
    path: '/preparation',
    load: () => import('./preparation/preparation-page.tsx').then((module) => module.PreparationPage),
    menu: { label: 'admin.preparation.menu' },
  },
  {
    path: '/trackings',
    load: () => import('./parcels/colis-screens.tsx').then((module) => module.TrackingsList),
    menu: { label: 'admin.colis.menu_trackings' },
  },
  {
    path: '/retours',
    load: () => import('./returns/returns-page.tsx').then((module) => module.ReturnsPage),
    menu: { label: 'admin.retours.menu' },
  },
  {
    path: '/retours/:id',
    load: () => import('./returns/return-detail-page.tsx').then((module) => module.ReturnDetailPage),
  },
  {
    path: '/statuts',
    load: () => import('./workflows/statuts-screens.tsx').then((module) => module.StatutsList),
    menu: { label: 'admin.workflows.menu_statuts' },
  },
  { path: '/statuts/:id', load: () => import('./workflows/statuts-screens.tsx').then((module) => module.StatutDetail) },
  {
    path: '/workflows',
    load: () => import('./workflows/workflows-screens.tsx').then((module) => module.WorkflowsList),
    menu: { label: 'admin.workflows.menu_workflows' },
  },
  {
    path: '/workflows/:id',
    load: () => import('./workflows/workflows-screens.tsx').then((module) => module.WorkflowDetail),
  },
  {
    path: '/workflows/:id/steps',
    load: () => import('./workflows/workflow-steps-page.tsx').then((module) => module.WorkflowStepsPage),
  },
  {
    path: '/workflows/:id/users',
    load: () => import('./workflows/workflow-users-page.tsx').then((module) => module.WorkflowUsersPage),
  },
  {
    path: '/workflows/:id/users-steps',
    load: () => import('./workflows/workflow-users-steps-page.tsx').then((module) => module.WorkflowUsersStepsPage),
  },
  {
    path: '/factures',
    load: () => import('./invoices/invoices-page.tsx').then((module) => module.InvoicesPage),
    menu: { label: 'admin.menu.factures' },
  },
  {
    path: '/users',
    load: () => import('./customers/clients-screens.tsx').then((module) => module.ClientsList),
    menu: { label: 'admin.menu.clients' },
  },
  { path: '/users/:id', load: () => import('./customers/clients-screens.tsx').then((module) => module.ClientDetail) },
  {
    path: '/adresses',
    load: () => import('./customers/adresses-screens.tsx').then((module) => module.AdressesList),
    menu: { label: 'admin.menu.adresses' },
  },
  {
    path: '/adresses/:id',
    load: () => import('./customers/adresses-screens.tsx').then((module) => module.AdresseDetail),
  },
  {
    path: '/salon',
    load: () => import('./salon/salon-page.tsx').then((module) => module.SalonPage),
    scope: SCOPES.user,
    menu: { label: 'admin.menu.salon' },
  },
  {
    path: '/produits',
    load: () => import('./catalogue/produits-screens.tsx').then((module) => module.ProduitsList),
    menu: { label: 'admin.menu.produits' },
  },
  {
    path: '/produits/:id',
    load: () => import('./catalogue/produits-screens.tsx').then((module) => module.ProduitDetail),
  },
  {
    path: '/visuels',
    load: () => import('./visuels/visuels-screens.tsx').then((module) => module.VisuelsList),
    menu: { label: 'admin.menu.visuels' },
  },
  { path: '/visuels/:id', load: () => import('./visuels/visuels-screens.tsx').then((module) => module.VisuelDetail) },
  {
    path: '/stocks',
    load: () => import('./stock/stocks-page.tsx').then((module) => module.StocksPage),
    menu: { label: 'admin.menu.stocks' },
  },
  {
    path: '/lots',
    load: () => import('./lots/lots-page.tsx').then((module) => module.LotsPage),
    menu: { label: 'admin.menu.lots' },
  },
  {
    path: '/entrepots',
    load: () => import('./catalogue/entrepots-screens.tsx').then((module) => module.EntrepotsList),
    menu: { label: 'admin.menu.entrepots' },
  },
  {
    path: '/entrepots/:id',
    load: () => import('./catalogue/entrepots-screens.tsx').then((module) => module.EntrepotDetail),
  },
  {
    path: '/tags',
    load: () => import('./catalogue/tags-screens.tsx').then((module) => module.TagsList),
    menu: { label: 'admin.menu.tags' },
  },
  { path: '/tags/:id', load: () => import('./catalogue/tags-screens.tsx').then((module) => module.TagDetail) },
  {
    path: '/principes-actifs',
    load: () => import('./catalogue/principes-actifs-screens.tsx').then((module) => module.PrincipesActifsList),
    menu: { label: 'admin.menu.principes_actifs' },
  },
  {
    path: '/principes-actifs/:id',
    load: () => import('./catalogue/principes-actifs-screens.tsx').then((module) => module.PrincipeActifDetail),
  },
  {
    path: '/faqs',
    load: () => import('./catalogue/faqs-screens.tsx').then((module) => module.FaqsList),
    menu: { label: 'admin.menu.faqs' },
  },
  { path: '/faqs/:id', load: () => import('./catalogue/faqs-screens.tsx').then((module) => module.FaqDetail) },
  {
    path: '/faqs-categories',
    load: () => import('./catalogue/faqs-categories-screens.tsx').then((module) => module.FaqsCategoriesList),
    menu: { label: 'admin.menu.faqs_categories' },
  },
  {
    path: '/faqs-categories/:id',
    load: () => import('./catalogue/faqs-categories-screens.tsx').then((module) => module.FaqCategorieDetail),
  },
  {
    path: '/conseils',
    load: () => import('./catalogue/conseils-screens.tsx').then((module) => module.ConseilsList),
    menu: { label: 'admin.menu.conseils' },
  },
  {
    path: '/conseils/:id',
    load: () => import('./catalogue/conseils-screens.tsx').then((module) => module.ConseilDetail),
  },
  {
    path: '/avis',
    load: () => import('./reviews/avis-screens.tsx').then((module) => module.AvisList),
    menu: { label: 'admin.menu.avis' },
  },
  { path: '/avis/:id', load: () => import('./reviews/avis-screens.tsx').then((module) => module.AvisDetail) },
  {
    path: '/articles',
    load: () => import('./catalogue/articles-screens.tsx').then((module) => module.ArticlesList),
    menu: { label: 'admin.menu.articles' },
  },
  {
    path: '/articles/:id',
    load: () => import('./catalogue/articles-screens.tsx').then((module) => module.ArticleDetail),
  },
  {
    path: '/remises',
    load: () => import('./commerce/remises-screens.tsx').then((module) => module.RemisesList),
    menu: { label: 'admin.menu.remises' },
  },
  { path: '/remises/:id', load: () => import('./commerce/remises-screens.tsx').then((module) => module.RemiseDetail) },
  {
    path: '/ambassadeurs',
    load: () => import('./ambassadors/ambassadeurs-page.tsx').then((module) => module.AmbassadeursPage),
    menu: { label: 'admin.menu.ambassadeurs' },
  },
  {
    path: '/ambassadeurs/:id',
    load: () => import('./ambassadors/ambassadeur-page.tsx').then((module) => module.AmbassadeurPage),
  },
  {
    path: '/transporteurs',
    load: () => import('./commerce/transporteurs-screens.tsx').then((module) => module.TransporteursList),
    menu: { label: 'admin.menu.transporteurs' },
  },
  {
    path: '/transporteurs/:id',
    load: () => import('./commerce/transporteurs-screens.tsx').then((module) => module.TransporteurDetail),
  },
  {
    path: '/methodes-livraisons',
    load: () => import('./commerce/methodes-livraisons-screens.tsx').then((module) => module.MethodesLivraisonsList),
    menu: { label: 'admin.menu.methodes_livraisons' },
  },
  {
    path: '/methodes-livraisons/:id',
    load: () => import('./commerce/methodes-livraisons-screens.tsx').then((module) => module.MethodeLivraisonDetail),
  },
  {
    path: '/pays',
    load: () => import('./commerce/pays-screens.tsx').then((module) => module.PaysList),
    menu: { label: 'admin.menu.pays' },
  },
  { path: '/pays/:id', load: () => import('./commerce/pays-screens.tsx').then((module) => module.PaysDetail) },
  {
    path: '/methodes-paiements',
    load: () => import('./commerce/methodes-paiements-screens.tsx').then((module) => module.MethodesPaiementsList),
    menu: { label: 'admin.menu.methodes_paiements' },
  },
  {
    path: '/methodes-paiements/:id',
    load: () => import('./commerce/methodes-paiements-screens.tsx').then((module) => module.MethodePaiementDetail),
  },
  { path: '/configurations', load: settingsPage, menu: { label: 'admin.menu.configurations' } },
  { path: '/configurations/:topic', load: settingsPage },
  {
    path: '/newsletters',
    load: () => import('./newsletters/campagnes-screens.tsx').then((module) => module.CampagnesList),
    menu: { label: 'admin.menu.newsletters' },
  },
  {
    path: '/newsletters/:id',
    load: () => import('./newsletters/campagnes-screens.tsx').then((module) => module.CampagneDetail),
  },
  {
    path: '/abonnements',
    load: () => import('./subscribers/abonnements-screens.tsx').then((module) => module.AbonnementsList),
    menu: { label: 'admin.menu.abonnements' },
  },
  {
    path: '/abonnements/:id',
    load: () => import('./subscribers/abonnements-screens.tsx').then((module) => module.AbonnementDetail),
  },
  {
    path: '/messages',
    load: () => import('./outbox/outbox-page.tsx').then((module) => module.OutboxPage),
    menu: { label: 'admin.menu.messages' },
  },
  {
    // The signed-in member of staff's own second factor: reached from the header, not the menu.
    path: '/securite',
    load: () => import('./security/security-page.tsx').then((module) => module.SecurityPage),
  },
  {
    path: '/roles',
    load: () => import('./staff/roles-page.tsx').then((module) => module.RolesPage),
    menu: { label: 'admin.roles.menu' },
  },
  {
    path: '/cles-api',
    load: () => import('./staff/api-keys-page.tsx').then((module) => module.ApiKeysPage),
    menu: { label: 'admin.cles_api.menu' },
  },
  {
    path: '/import-export',
    load: () => import('./import-export/import-export-page.tsx').then((module) => module.ImportExportPage),
    menu: { label: 'admin.import_export.menu' },
  },
  {
    path: '/mails',
    load: () => import('./mails/mails-page.tsx').then((module) => module.MailsPage),
    menu: { label: 'admin.mails.menu' },
  },
  {
    path: '/webhooks',
    load: () => import('./webhooks/webhooks-page.tsx').then((module) => module.WebhooksPage),
    menu: { label: 'admin.webhooks.menu' },
  },
  {
    path: '/journal',
    load: () => import('./journal/journal-page.tsx').then((module) => module.JournalPage),
    menu: { label: 'admin.menu.journal' },
  },
  {
    path: '/taches',
    load: () => import('./jobs/jobs-page.tsx').then((module) => module.JobsPage),
    menu: { label: 'admin.menu.taches' },
  },
  {
    path: '/trads',
    load: () => import('./trads/trads-page.tsx').then((module) => module.TradsPage),
    menu: { label: 'admin.trads.titre' },
  },
  {
    path: '/api',
    load: () => import('./api-reference/api-reference-page.tsx').then((module) => module.ApiReferencePage),
    menu: { label: 'admin.api.menu' },
  },
];

/**
 * The scope an address needs: its section's (the first part of its path). The bare /ad only
 * redirects to the payment links, so a session will do; an unknown section needs admin (it
 * leads to the error page anyway).
 */
export function requiredScope(location: string): Scope {
  const section = location.split('/')[1] ?? '';
  if (section === '') return SCOPES.user;
  const screen = ADMIN_SCREENS.find((entry) => entry.path.split('/')[1] === section);
  return screen?.scope ?? SCOPES.admin;
}

/**
 * The area whose reading each section (the first part of a path) needs: the menu shows a section
 * when the role may read its area (packages/domain permissions.ts); the API refuses the rest anyway.
 * Sections not listed (the staff member's own security page) are everyone's.
 */
const SECTION_AREAS: Readonly<Record<string, PermissionArea>> = {
  dash: 'statistiques',
  stats: 'statistiques',
  tracks: 'statistiques',
  paiements: 'liens',
  commandes: 'commandes',
  'nouveau-commande': 'commandes',
  colis: 'expeditions',
  preparation: 'expeditions',
  trackings: 'expeditions',
  retours: 'retours',
  statuts: 'reglages',
  workflows: 'reglages',
  factures: 'factures',
  users: 'clients',
  adresses: 'clients',
  salon: 'clients',
  produits: 'catalogue',
  visuels: 'catalogue',
  tags: 'catalogue',
  'principes-actifs': 'catalogue',
  conseils: 'catalogue',
  avis: 'catalogue',
  stocks: 'stocks',
  lots: 'stocks',
  entrepots: 'stocks',
  faqs: 'contenus',
  'faqs-categories': 'contenus',
  articles: 'contenus',
  remises: 'marketing',
  ambassadeurs: 'marketing',
  newsletters: 'marketing',
  abonnements: 'marketing',
  transporteurs: 'reglages',
  'methodes-livraisons': 'reglages',
  pays: 'reglages',
  'methodes-paiements': 'reglages',
  configurations: 'reglages',
  messages: 'reglages',
  taches: 'reglages',
  api: 'reglages',
  trads: 'traductions',
  journal: 'equipe',
  roles: 'equipe',
  'cles-api': 'equipe',
  webhooks: 'reglages',
  mails: 'contenus',
  'import-export': 'catalogue',
};

/** The area a path's section belongs to, if any. */
export const areaOf = (path: string): PermissionArea | undefined => SECTION_AREAS[path.split('/')[1] ?? ''];

/** The side navigation's entries, in order, each with the scope and area it needs. */
export const ADMIN_MENU = ADMIN_SCREENS.flatMap((screen) =>
  screen.menu
    ? [{ path: screen.path, label: screen.menu.label, scope: screen.scope ?? SCOPES.admin, area: areaOf(screen.path) }]
    : [],
);
