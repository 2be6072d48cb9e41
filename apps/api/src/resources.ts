import type { ResourceDefinition } from './modules/admin-resources/define-resource.ts';
import { adressesClientsDefinition } from './modules/addresses/adresses-clients.resource.ts';
import { conseilsDefinition } from './modules/catalogue/conseils.resource.ts';
import { gammesDefinition } from './modules/catalogue/gammes.resource.ts';
import { produitsDefinition } from './modules/catalogue/produits.resource.ts';
import { tagsDefinition } from './modules/catalogue/tags.resource.ts';
import { methodesLivraisonsDefinition } from './modules/checkout/methodes-livraisons.resource.ts';
import { methodesPaiementsDefinition } from './modules/checkout/methodes-paiements.resource.ts';
import { paysDefinition } from './modules/checkout/pays.resource.ts';
import { remisesDefinition } from './modules/checkout/remises.resource.ts';
import { transporteursDefinition } from './modules/checkout/transporteurs.resource.ts';
import { faqsCategoriesDefinition } from './modules/faqs/faqs-categories.resource.ts';
import { faqsDefinition } from './modules/faqs/faqs.resource.ts';
import { principesActifsDefinition } from './modules/ingredients/principes-actifs.resource.ts';
import { articlesDefinition } from './modules/news/articles.resource.ts';
import { abonnementsDefinition } from './modules/newsletter/abonnements.resource.ts';
import { campagnesDefinition } from './modules/newsletter/campagnes.resource.ts';
import { commandesDefinition } from './modules/orders/commandes.resource.ts';
import { colisDefinition } from './modules/parcels/colis.resource.ts';
import { liensPaiementDefinition } from './modules/payment-links/liens-paiement.resource.ts';
import { avisDefinition } from './modules/reviews/avis.resource.ts';
import { configurationsDefinition } from './modules/settings/configurations.resource.ts';
import { entrepotsDefinition } from './modules/stock/entrepots.resource.ts';
import { variantesDefinition } from './modules/stock/variantes.resource.ts';
import { clientsDefinition } from './modules/users/clients.resource.ts';
import { visuelsDefinition } from './modules/visuels/visuels.resource.ts';
import { statutsDefinition } from './modules/workflows/statuts.resource.ts';
import { workflowsDefinition, workflowsEtapesDefinition } from './modules/workflows/workflows.resource.ts';

/**
 * Every resource the admin edits through the generic routes, each defined beside the module that
 * owns its table; add one line per new resource. Composed here, at the app's root, and handed to
 * the registry's routes, so modules/admin-resources imports none of the modules it serves.
 */
export const RESOURCES: readonly ResourceDefinition[] = [
  tagsDefinition,
  principesActifsDefinition,
  faqsCategoriesDefinition,
  faqsDefinition,
  configurationsDefinition,
  produitsDefinition,
  campagnesDefinition,
  visuelsDefinition,
  entrepotsDefinition,
  gammesDefinition,
  variantesDefinition,
  articlesDefinition,
  conseilsDefinition,
  commandesDefinition,
  avisDefinition,
  remisesDefinition,
  transporteursDefinition,
  methodesLivraisonsDefinition,
  paysDefinition,
  methodesPaiementsDefinition,
  clientsDefinition,
  adressesClientsDefinition,
  abonnementsDefinition,
  colisDefinition,
  statutsDefinition,
  workflowsDefinition,
  workflowsEtapesDefinition,
  liensPaiementDefinition,
];
