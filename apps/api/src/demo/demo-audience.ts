import * as t from '../db/schema/index.ts';
import type { Transaction as Tx } from '../db/client.ts';
import { shopDay } from '../lib/shop-time.ts';

/** Days of audience rollups the demo shows: the 60 days before yesterday (the upkeep rebuilds yesterday and today). */
const DAYS = 60;

/** A steady, repeatable wobble (no randomness: the same demo on every start). */
const wobble = (day: number, salt: number) => 0.75 + (((day * 7 + salt * 13) % 11) / 10) * 0.5;

const share = <T extends string>(values: readonly (readonly [T, number])[]) => values;

const PAGES = share([
  ['/fr', 0.9],
  ['/fr/cosmetique', 0.45],
  ['/fr/cosmetique/3-creme-riche-au-caviar', 0.3],
  ['/fr/panier', 0.12],
  ['/fr/faq', 0.08],
  ['/en', 0.1],
]);
const SOURCES = share([
  ['google.com', 0.38],
  ['instagram.com', 0.22],
  ['lettre-novembre', 0.1],
  ['bing.com', 0.05],
]);
const DEVICES = share([
  ['mobile', 0.62],
  ['ordinateur', 0.31],
  ['tablette', 0.07],
]);
const BROWSERS = share([
  ['Safari', 0.46],
  ['Chrome', 0.38],
  ['Firefox', 0.09],
  ['Edge', 0.07],
]);
const LANGUAGES = share([
  ['fr', 0.82],
  ['en', 0.1],
  ['de', 0.05],
  ['es', 0.03],
]);
const COUNTRIES = share([
  ['FR', 0.78],
  ['BE', 0.09],
  ['CH', 0.07],
  ['DE', 0.04],
]);
const FUNNEL = share([
  ['produit', 0.48],
  ['panier', 0.12],
  ['commande', 0.06],
  ['paiement', 0.04],
  ['achat', 0.025],
]);

/**
 * Made-up daily audience rollups, so the `stats` screen and the dashboard's tiles show figures
 * from the first start (raw events, and the `tracks` screen, come from browsing the demo shop).
 */
export async function insertDemoAudience(tx: Tx, productIds: ReadonlySet<number>) {
  const today = Date.parse(shopDay(new Date()));
  const rows: (typeof t.statsJours.$inferInsert)[] = [];
  const products: (typeof t.statsProduitsJours.$inferInsert)[] = [];
  for (let back = 2; back < DAYS + 2; back += 1) {
    const jour = new Date(today - back * 86_400_000).toISOString().slice(0, 10);
    const visites = Math.round(180 * wobble(back, 1));
    const vues = Math.round(visites * 3.4);
    rows.push({ jour, dimension: 'visites', valeur: '', visites, vues });
    const add = (dimension: string, values: readonly (readonly [string, number])[], pageViews: boolean) => {
      for (const [valeur, part] of values) {
        // The funnel's steps share one wobble, so that each step stays under the one before.
        const count = Math.max(1, Math.round(visites * part * (pageViews ? wobble(back, valeur.length) : 1)));
        rows.push({ jour, dimension, valeur, visites: count, vues: pageViews ? Math.round(count * 1.6) : 0 });
      }
    };
    add('page', PAGES, true);
    add('source', SOURCES, true);
    add('appareil', DEVICES, true);
    add('navigateur', BROWSERS, true);
    add('langue', LANGUAGES, true);
    add('pays', COUNTRIES, true);
    add('tunnel', FUNNEL, false);
    for (const produit_id of [1, 3, 4, 6].filter((id) => productIds.has(id))) {
      const vuesProduit = Math.round(visites * 0.12 * wobble(back, produit_id));
      const unites = back % (produit_id + 1) === 0 ? 1 + (back % 2) : 0;
      products.push({
        jour,
        produit_id,
        vues: vuesProduit,
        ajouts: Math.round(vuesProduit * 0.2),
        commandes: unites > 0 ? 1 : 0,
        unites,
        ca_ttc: unites * 6_900,
      });
    }
  }
  await tx.insert(t.statsJours).values(rows);
  if (products.length > 0) await tx.insert(t.statsProduitsJours).values(products);
}
