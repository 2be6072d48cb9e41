/**
 * Every test fixture of the web app, in one place: products shaped exactly like GET /api/produits
 * answers (ProduitSchema), built from small factories so each test states only what it cares about.
 */
import {
  calculateBasketTotals,
  calculateLineTotals,
  describeStock,
  rankCrossSell,
  type Basket,
  type Declinaison,
  type Gamme,
  type Produit,
} from '@boutique/domain';

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
    prix_anterieur_ht: null,
    prix_anterieur_ttc: null,
    stock: { total: 64 },
    reassort: null,
    delais: [2, 4],
    visuel_id: null,
    contenance: null,
    unite: null,
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
      // On sale since a price of 55,00 € held for the 30 days before: the reduction's reference.
      prix_anterieur_ttc: 5500,
      prix_anterieur_ht: 4583,
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

/** A product another one is sold with: the cream suggests the mousse and the serum (cross-selling). */
export const CREME_ASSOCIEE = makeProduit({
  ...CREME,
  declinaisons: [makeDeclinaison({ ...CREME.declinaisons[0], stock: { total: 12 }, reassort: null })],
  associes: [{ produit_associe_id: MOUSSE.id }, { produit_associe_id: SERUM.id }],
});

/** A basket hash as the browser makes them. */
export const BASKET_ID = '0b7f6c7e-3f52-4c1e-9d39-5a0c2b9e8d41';

/** Puts a basket in local storage, as an earlier visit would have left it. */
export function storeLocalBasket(items: Record<number, number>, id = BASKET_ID): void {
  window.localStorage.setItem('od_cart_id', id);
  const lines = Object.fromEntries(
    Object.entries(items).map(([declinaisonId, qtt]) => [
      declinaisonId,
      { declinaison_id: Number(declinaisonId), qtt },
    ]),
  );
  window.localStorage.setItem('od_cart_items', JSON.stringify(lines));
}

/**
 * A small stand-in for the basket routes (POST /api/paniers/qtt, GET /api/paniers/get/{hash})
 * that keeps to their contract: prices from the catalogue, stock refusals answered with 409, the
 * quantity kept and the unchanged basket; an unknown hash reads as an empty basket.
 */
export function makeBasketServer(produits: Produit[] = CATALOGUE) {
  const baskets = new Map<string, Map<number, number>>();
  const variants = new Map(
    produits.flatMap((produit) => produit.declinaisons.map((d) => [d.id, { produit, d }] as const)),
  );

  const contentsOf = (hash: string) => {
    let contents = baskets.get(hash);
    if (!contents) baskets.set(hash, (contents = new Map()));
    return contents;
  };

  function basket(hash: string): Basket {
    const contents = contentsOf(hash);
    const lignes = [...contents.entries()].flatMap(([id, quantity]) => {
      const found = variants.get(id);
      if (!found) return [];
      const { produit, d } = found;
      const totals = calculateLineTotals({ ...d, qtt: quantity });
      return [
        {
          id,
          quantity,
          produit: { id: produit.id, slug: produit.slug, label: produit.label },
          declinaison: {
            id,
            conteneur: d.conteneur,
            label: d.label,
            prix_ht: d.prix_ht,
            prix_ttc: d.prix_ttc,
            prix_initial_ht: d.prix_initial_ht,
            prix_initial_ttc: d.prix_initial_ttc,
            prix_anterieur_ht: d.prix_anterieur_ht,
            prix_anterieur_ttc: d.prix_anterieur_ttc,
            stock: d.stock,
          },
          ...totals,
        },
      ];
    });
    const inBasket = [...new Set(lignes.map((line) => line.produit.id))].flatMap(
      (id) => produits.find((produit) => produit.id === id) ?? [],
    );
    return {
      hash,
      commandes_declinaisons: [...contents.entries()].map(([declinaison_id, qtt]) => ({ declinaison_id, qtt })),
      ...calculateBasketTotals(lignes.map((line) => ({ ...line.declinaison, qtt: line.quantity }))),
      lignes,
      ventesCroisees: rankCrossSell(inBasket),
    };
  }

  function update(body: { panier: string; declinaison: number; qtt: number }): Response {
    const contents = contentsOf(body.panier);
    const current = contents.get(body.declinaison) ?? 0;
    const found = variants.get(body.declinaison);
    const wanted = current + body.qtt;
    const available = found ? describeStock(found.d).available : 0;
    if (body.qtt > 0 && wanted > available) {
      const message = available === 0 ? 'En rupture de stock' : `Stock limité à ${available} exemplaires`;
      const panier = basket(body.panier);
      return jsonResponse(
        { code: 409, panier, cds: panier.commandes_declinaisons, qtt: current, message, errors: { qtt: [message] } },
        409,
      );
    }
    if (wanted > 0) contents.set(body.declinaison, wanted);
    else contents.delete(body.declinaison);
    const panier = basket(body.panier);
    return jsonResponse({ code: 200, panier, cds: panier.commandes_declinaisons, qtt: Math.max(0, wanted) });
  }

  return {
    /** Seeds a basket, as if an earlier visit had filled it. */
    seed(hash: string, items: Record<number, number>) {
      const contents = contentsOf(hash);
      for (const [id, qtt] of Object.entries(items)) contents.set(Number(id), qtt);
    },
    basket,
    /** Answers a basket call, or returns null for any other URL. */
    handle(url: string, init?: RequestInit): Response | Promise<Response> | null {
      const get = /\/api\/paniers\/get\/([^/?]+)$/u.exec(url);
      if (get?.[1]) return jsonResponse({ code: 200, panier: basket(decodeURIComponent(get[1])) });
      if (url.endsWith('/api/paniers/qtt') && init?.method === 'POST') {
        return update(JSON.parse(String(init.body)) as { panier: string; declinaison: number; qtt: number });
      }
      return null;
    },
  };
}

export type BasketServer = ReturnType<typeof makeBasketServer>;

/** An answer of the API in the shop's envelope. */
export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

/** A 200 whose body breaks off before its end, as when the page is reloaded while reading it. */
export function cutShortResponse(): Response {
  const body = new ReadableStream({ start: (controller) => controller.error(new TypeError('network error')) });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } });
}

/**
 * A price as Testing Library reads it: Intl puts (narrow) no-break spaces in "49,00 €", and the
 * default text matcher collapses every whitespace to a plain space.
 */
export function readablePrice(text: string): string {
  return text.replace(/\s+/gu, ' ');
}
