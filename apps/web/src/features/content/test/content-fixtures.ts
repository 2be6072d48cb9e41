/**
 * Content answers shaped like the API's (FaqSchema, PrincipeActifSchema, ActualiteSchema,
 * ShopInfoSchema), and a fetch stub serving them with the catalogue fixture.
 */
import type { Actualite, Faq, FaqCategorie, PrincipeActif, Produit, ShopInfo } from '@boutique/domain';
import { vi } from 'vitest';
import { CATALOGUE, jsonResponse } from '../../../test/fixtures.ts';

export const LIVRAISON: FaqCategorie = {
  id: 1,
  slug: 'commandes-et-livraison',
  label: 'Commandes et livraison',
  visible: true,
  ordre: 1,
};
export const SOINS: FaqCategorie = {
  id: 2,
  slug: 'produits-et-conseils',
  label: 'Produits et conseils',
  visible: true,
  ordre: 2,
};
export const INTERNE: FaqCategorie = { id: 9, slug: 'interne', label: 'Interne', visible: false, ordre: 9 };

export function makeFaq(overrides: Partial<Faq> & Pick<Faq, 'id'>): Faq {
  return {
    categorie_id: null,
    categorie: null,
    produit_id: null,
    type: null,
    question: 'Question',
    reponse: 'Réponse.',
    ordre: 1,
    ...overrides,
  };
}

export const FAQS: Faq[] = [
  // Out of order on purpose: the page sorts categories and entries by their ordre.
  makeFaq({
    id: 4,
    categorie_id: 2,
    categorie: SOINS,
    ordre: 1,
    question: 'Vos crèmes conviennent-elles aux peaux sensibles ?',
    reponse: 'Oui, nos formules sont testées sous contrôle dermatologique.',
  }),
  makeFaq({
    id: 1,
    categorie_id: 1,
    categorie: LIVRAISON,
    ordre: 2,
    question: 'La livraison est-elle offerte ?',
    reponse: 'Dès 90 € d’achat en France métropolitaine.',
  }),
  makeFaq({
    id: 2,
    categorie_id: 1,
    categorie: LIVRAISON,
    ordre: 1,
    question: 'Quels sont les délais de livraison ?',
    reponse: 'Comptez 48 à 72 h.\n\nVers l’Union européenne, 3 à 6 jours ouvrés.',
  }),
  makeFaq({
    id: 3,
    categorie_id: 9,
    categorie: INTERNE,
    ordre: 1,
    question: 'Gestes commerciaux',
    reponse: 'Validation par la direction au-delà de 15 %.',
  }),
  makeFaq({
    id: 10,
    produit_id: 1,
    type: 'utilisation',
    ordre: 2,
    question: 'Matin et soir',
    reponse: 'Massez délicatement le visage humide.',
  }),
  makeFaq({
    id: 11,
    produit_id: 1,
    type: 'actif',
    ordre: 1,
    question: 'Les actifs clés',
    reponse: 'L’extrait de caviar nourrit la peau.',
  }),
  makeFaq({
    id: 12,
    produit_id: 3,
    type: 'pour',
    ordre: 1,
    question: 'Peaux matures',
    reponse: 'Pour les peaux en quête de fermeté.',
  }),
];

export const CAVIAR: PrincipeActif = {
  id: 1,
  ordre: 1,
  slug: 'extrait-de-caviar',
  label: 'Extrait de caviar',
  accroche: 'Le cœur de chaque formule Orcaviar.',
  texte: 'Issu d’esturgeons élevés en Nouvelle-Aquitaine.\n\nIl nourrit la peau comme la fibre capillaire.',
  visuel_id: 21,
  produits: [1, 5, 8],
};
export const NACRE: PrincipeActif = {
  id: 2,
  ordre: 2,
  slug: 'poudre-de-nacre',
  label: 'Poudre de nacre',
  accroche: 'La lumière des perles.',
  texte: 'Finement micronisée.',
  visuel_id: null,
  produits: [1],
};
export const PRINCIPES: PrincipeActif[] = [CAVIAR, NACRE];

export const ATELIER: Actualite = {
  id: 3,
  slug: 'dans-les-coulisses-de-notre-atelier',
  label: 'Dans les coulisses de notre atelier',
  accroche: 'Visite guidée de notre atelier d’Eure-et-Loir.',
  texte:
    'Chaque soin naît dans notre atelier.\n\nL’extrait est incorporé à froid. <b>Pas de HTML</b>\n\nLes pots sont remplis à la main.',
  visuel_id: 31,
  publie_le: '2026-02-12',
};
export const RITUEL: Actualite = {
  id: 4,
  slug: 'le-rituel-du-soir',
  label: 'Le rituel du soir & ses gestes',
  accroche: 'Quatre gestes.',
  texte: 'Le soir, la peau se renouvelle.',
  visuel_id: 32,
  publie_le: '2026-03-19',
};
export const ACTUALITES: Actualite[] = [RITUEL, ATELIER];

export const SHOP_INFO: ShopInfo = {
  nom: 'Maison Test SAS',
  adresse: '1 rue de l’Essai',
  code_postal: '75001',
  ville: 'Paris',
  pays: 'France',
  siret: '12345678900011',
  rcs: 'RCS Paris 123 456 789',
  tva: 'FR00123456789',
  capital: '10 000 €',
  email: 'bonjour@test.example',
  telephone: '+33 1 00 00 00 00',
  directeur_publication: 'Camille Essai',
  hebergeur: 'Hébergeur Test, 2 quai du Test, 75019 Paris',
};

interface ContentApi {
  produits?: Produit[];
  faqs?: Faq[];
  principes?: PrincipeActif[];
  actualites?: Actualite[];
  shopInfo?: ShopInfo;
  /** Paths (after /api) answering 503. */
  failing?: string[];
}

const page = <T>(datas: T[]) => ({ code: 200, datas, total: datas.length, page: 1, limit: 50 });

/** Stubs fetch with the content reads and the product list. */
export function stubContentApi(api: ContentApi = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://shop.test',
    );
    const path = url.pathname.replace(/^\/api/u, '');
    if (api.failing?.includes(path)) return jsonResponse({ code: 503, message: 'Indisponible', errors: {} }, 503);
    switch (path) {
      case '/produits':
        return jsonResponse({ code: 200, datas: api.produits ?? CATALOGUE });
      case '/faqs':
        return jsonResponse({ code: 200, datas: api.faqs ?? FAQS });
      case '/principesactifs/paginator':
        return jsonResponse(page(api.principes ?? PRINCIPES));
      case '/actualites/paginator':
        return jsonResponse(page(api.actualites ?? ACTUALITES));
      case '/boutique/infos':
        return jsonResponse({ code: 200, datas: api.shopInfo ?? SHOP_INFO });
      default:
        return jsonResponse({ code: 404, message: 'Introuvable', errors: {} }, 404);
    }
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
