import type { Access } from '../../access-table.ts';
import type { OmittableRoute, ResourceDefinition } from './define-resource.ts';
import { abonnementsDefinition } from './resources/abonnements.resource.ts';
import { avisDefinition } from './resources/avis.resource.ts';
import { adressesClientsDefinition } from './resources/adresses-clients.resource.ts';
import { clientsDefinition } from './resources/clients.resource.ts';
import { campagnesDefinition } from './resources/campagnes.resource.ts';
import { entrepotsDefinition } from './resources/entrepots.resource.ts';
import { articlesDefinition } from './resources/articles.resource.ts';
import { conseilsDefinition } from './resources/conseils.resource.ts';
import { colisDefinition } from './resources/colis.resource.ts';
import { commandesDefinition } from './resources/commandes.resource.ts';
import { configurationsDefinition } from './resources/configurations.resource.ts';
import { liensPaiementDefinition } from './resources/liens-paiement.resource.ts';
import { gammesDefinition } from './resources/gammes.resource.ts';
import { faqsCategoriesDefinition } from './resources/faqs-categories.resource.ts';
import { faqsDefinition } from './resources/faqs.resource.ts';
import { produitsDefinition } from './resources/produits.resource.ts';
import { remisesDefinition } from './resources/remises.resource.ts';
import { paysDefinition } from './resources/pays.resource.ts';
import { methodesPaiementsDefinition } from './resources/methodes-paiements.resource.ts';
import { transporteursDefinition } from './resources/transporteurs.resource.ts';
import { methodesLivraisonsDefinition } from './resources/methodes-livraisons.resource.ts';
import { principesActifsDefinition } from './resources/principes-actifs.resource.ts';
import { tagsDefinition } from './resources/tags.resource.ts';
import { visuelsDefinition } from './resources/visuels.resource.ts';
import { variantesDefinition } from './resources/variantes.resource.ts';
import { statutsDefinition } from './resources/statuts.resource.ts';
import { workflowsDefinition, workflowsEtapesDefinition } from './resources/workflows.resource.ts';

/** Every resource the admin edits through the generic routes; add one line per new resource. */
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

/** The routes each resource generates, as the access table lists them. */
export function resourceRouteAccess(resources = RESOURCES): Record<string, Access> {
  const entries: [string, Access][] = [];
  for (const { descriptor, access, omit } of resources) {
    const base = `/api/${descriptor.model}`;
    const unless = (route: OmittableRoute, ...paths: string[]) => (omit?.includes(route) ? [] : paths);
    const routes = [
      `GET ${base}/paginator`,
      ...unless('list', `GET ${base}`),
      ...unless('get', `GET ${base}/:id`),
      ...unless('create', `POST ${base}`, `POST ${base}/adds`),
      `PUT ${base}/:id`,
      `POST ${base}/editall`,
      ...unless('delete', `DELETE ${base}/deleteall`, `DELETE ${base}/:id`),
      `GET /api/audits/${descriptor.model}/:id`,
    ];
    for (const route of routes) entries.push([route, access]);
  }
  return Object.fromEntries(entries);
}
