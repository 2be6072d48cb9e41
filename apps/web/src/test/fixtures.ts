/**
 * Every test fixture of the web app, in one place: products shaped exactly like GET /api/produits
 * answers (ProduitSchema), built from small factories so each test states only what it cares about.
 */
import type { Declinaison, Gamme, Produit } from '@boutique/domain';

export const GAMME_ESSENTIEL: Gamme = {
  id: 1,
  ordre: 1,
  couleur: '#1E2A47',
  tag: { id: 1, label: 'Caviar Essentiel' },
};
export const GAMME_ABSOLU: Gamme = { id: 2, ordre: 2, couleur: '#1A1A1A', tag: { id: 2, label: 'Caviar Absolu' } };

export function makeDeclinaison(overrides: Partial<Declinaison> = {}): Declinaison {
  return {
    id: 1,
    produit_id: 1,
    conteneur: 'Flacon',
    label: '150 ml',
    prix_ht: 4083,
    prix_ttc: 4900,
    prix_initial_ht: null,
    prix_initial_ttc: null,
    stock: { total: 64 },
    reassort: null,
    delais: [2, 4],
    visuel_id: null,
    ...overrides,
  };
}

export function makeProduit(overrides: Partial<Produit> = {}): Produit {
  const id = overrides.id ?? 1;
  return {
    id,
    slug: 'mousse-nettoyante-perle-de-caviar',
    label: 'Mousse Nettoyante Perle de Caviar',
    accroche: 'La pureté d’une peau nette, la douceur d’un soin. Sans parfum.',
    description: 'Une mousse nettoyante d’une grande douceur. Elle purifie la peau sans la dessécher.',
    genre: 1,
    prix_ht: 4083,
    poids: 260,
    associe: true,
    seuil: 5,
    offline: false,
    meta_description: '',
    meta_keywords: '',
    gamme: GAMME_ESSENTIEL,
    visuels: [{ id: 9, alt: 'Mousse Nettoyante Perle de Caviar' }],
    declinaisons: [makeDeclinaison({ produit_id: id })],
    default_declinaison_id: 1,
    reassort: null,
    produits_tags: [],
    associes: [],
    principes: [],
    ...overrides,
  };
}

/** A product with two variants: the default one discounted and in stock, the other with 3 left. */
export const MOUSSE = makeProduit({
  declinaisons: [
    makeDeclinaison({
      id: 1,
      conteneur: 'Flacon',
      label: '150 ml',
      prix_ttc: 4900,
      prix_ht: 4083,
      prix_initial_ttc: 5500,
      prix_initial_ht: 4583,
    }),
    makeDeclinaison({
      id: 2,
      conteneur: 'Recharge',
      label: '150 ml',
      prix_ttc: 3900,
      prix_ht: 3250,
      stock: { total: 3 },
      delais: [0],
    }),
  ],
  default_declinaison_id: 1,
  produits_tags: [
    { tag: { id: 10, label: 'Sans parfum', type: 'tag' } },
    { tag: { id: 11, label: 'Caviar Essentiel', type: 'gamme' } },
  ],
});

export const CREME = makeProduit({
  id: 3,
  slug: 'creme-de-jour-caviar-absolu',
  label: 'Crème de Jour Caviar Absolu',
  accroche: '',
  description: 'Une texture riche et fondante pour un teint lumineux. À appliquer matin et soir.',
  gamme: GAMME_ABSOLU,
  visuels: [],
  declinaisons: [
    makeDeclinaison({
      id: 5,
      produit_id: 3,
      conteneur: 'Pot',
      label: '50 ml',
      prix_ttc: 14500,
      prix_ht: 12083,
      stock: { total: 0 },
      reassort: { date: '2026-12-15', mouvement: 20 },
    }),
  ],
  default_declinaison_id: 5,
});

export const SERUM = makeProduit({
  id: 5,
  slug: 'serum-concentre-caviar-absolu',
  label: 'Sérum Concentré Caviar Absolu',
  accroche: 'L’essence du caviar, sublimée par l’or.',
  gamme: GAMME_ABSOLU,
  declinaisons: [
    makeDeclinaison({
      id: 7,
      produit_id: 5,
      conteneur: 'Flacon compte-gouttes',
      label: '30 ml',
      prix_ttc: 18900,
      prix_ht: 15750,
      stock: null,
    }),
  ],
  default_declinaison_id: 7,
});

export const OFFLINE = makeProduit({ id: 8, slug: 'produit-retire', label: 'Produit Retiré', offline: true });

/** The catalogue as the server sends it (ranges out of order, one offline product). */
export const CATALOGUE: Produit[] = [CREME, MOUSSE, OFFLINE, SERUM];

/** An answer of the API in the shop's envelope. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * A price as Testing Library reads it: Intl puts (narrow) no-break spaces in "49,00 €", and the
 * default text matcher collapses every whitespace to a plain space.
 */
export function readablePrice(text: string): string {
  return text.replace(/\s+/gu, ' ');
}
