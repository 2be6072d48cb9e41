import { FUNNEL_STEPS, type StatsQuery, type StatsReport } from '@boutique/domain';
import type { Database } from '../../db/client.ts';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import { productSales } from '../checkout/purchases.service.ts';
import {
  deleteRollupsBefore,
  replaceDayProductRollups,
  replaceDayRollups,
  selectDailyVisits,
  selectDayBounds,
  selectDayProductEvents,
  selectParisDay,
  selectSalesTotals,
  selectTopProducts,
  selectTopValues,
} from './stats.queries.ts';

const DAY_MS = 86_400_000;
/** Rollups are kept 25 months (the CNIL's longest for audience measurement). */
const ROLLUP_MONTHS = 25;
/** Closed days are rebuilt again this often (late batches); today's are rebuilt every minute. */
const ROLLUP_EVERY_MS = 10 * 60_000;

const shiftDay = (jour: string, days: number) => new Date(Date.parse(jour) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The audience statistics: daily rollups rebuilt from raw events (and, for sales, from the orders
 * checkout keeps), and what the `stats` screen and the dashboard's tiles read: rollups only, so a
 * read costs the same whatever the size of the raw events.
 */
export function createStatsService(db: Database, catalogue: Pick<CatalogueService, 'getProducts'>) {
  let lastRollup = 0;
  let lastToday = '';

  /** Rebuilds one Paris day's rollups, in one transaction (a reader sees the old day or the new one). */
  async function rollupDay(jour: string) {
    const { start, end } = await selectDayBounds(db, jour);
    const [events, sales] = await Promise.all([selectDayProductEvents(db, start, end), productSales(db, start, end)]);
    const byProduct = new Map<
      number,
      { produit_id: number; vues: number; ajouts: number; commandes: number; unites: number; ca_ttc: number }
    >();
    const entry = (produit_id: number) => {
      let row = byProduct.get(produit_id);
      if (!row)
        byProduct.set(produit_id, (row = { produit_id, vues: 0, ajouts: 0, commandes: 0, unites: 0, ca_ttc: 0 }));
      return row;
    };
    for (const row of events) Object.assign(entry(row.produit_id), { vues: row.vues, ajouts: row.ajouts });
    for (const row of sales)
      Object.assign(entry(row.produit_id), { commandes: row.commandes, unites: row.unites, ca_ttc: row.ca_ttc });
    await db.transaction(async (tx) => {
      await replaceDayRollups(tx, jour, start, end);
      await replaceDayProductRollups(tx, jour, [...byProduct.values()]);
    });
  }

  async function totals(du: string, au: string) {
    const [days, sales] = await Promise.all([selectDailyVisits(db, du, au), selectSalesTotals(db, du, au)]);
    return {
      visites: days.reduce((sum, row) => sum + row.visites, 0),
      vues: days.reduce((sum, row) => sum + row.vues, 0),
      ...sales,
    };
  }

  return {
    rollupDay,

    /**
     * The dashboard's audience tiles, from the rollups (today's at most a minute old): the visits of the
     * Paris day `jour`, and the visits and purchases (funnel step `achat`) of the 7 days ending on it.
     */
    async audience(jour: string) {
      const du = shiftDay(jour, -6);
      const [days, funnel] = await Promise.all([
        selectDailyVisits(db, du, jour),
        selectTopValues(db, 'tunnel', du, jour, 10),
      ]);
      return {
        visites_jour: days.find((row) => row.jour === jour)?.visites ?? 0,
        semaine: {
          du,
          au: jour,
          visites: days.reduce((sum, row) => sum + row.visites, 0),
          achats: funnel.find((row) => row.valeur === 'achat')?.visites ?? 0,
        },
      };
    },

    /**
     * Today's rollups at every turn of the upkeep (every minute), so today's figures are at most a
     * minute late while every read stays a read of rollups; yesterday's, and those past 25 months
     * forgotten, every 10 minutes and as soon as the day has turned (its last minute).
     */
    async rollup(force = false) {
      const today = await selectParisDay(db, 0);
      await rollupDay(today);
      if (!force && today === lastToday && Date.now() - lastRollup < ROLLUP_EVERY_MS) return;
      lastRollup = Date.now();
      lastToday = today;
      await rollupDay(shiftDay(today, -1));
      const oldest = new Date(Date.parse(today));
      oldest.setUTCMonth(oldest.getUTCMonth() - ROLLUP_MONTHS);
      await deleteRollupsBefore(db, oldest.toISOString().slice(0, 10));
    },

    async report({ du, au }: StatsQuery): Promise<StatsReport> {
      const length = Math.round((Date.parse(au) - Date.parse(du)) / DAY_MS) + 1;
      const before = { du: shiftDay(du, -length), au: shiftDay(du, -1) };
      const top = (dimension: string, limit = 10) => selectTopValues(db, dimension, du, au, limit);
      const [current, previous, jours, pages, sources, appareils, navigateurs, langues, pays, tunnel, produits, names] =
        await Promise.all([
          totals(du, au),
          totals(before.du, before.au),
          selectDailyVisits(db, du, au),
          top('page', 20),
          top('source'),
          top('appareil'),
          top('navigateur'),
          top('langue'),
          top('pays', 20),
          top('tunnel'),
          selectTopProducts(db, du, au, 20),
          catalogue.getProducts('fr'),
        ]);
      const funnel = new Map(tunnel.map((row) => [row.valeur, row.visites]));
      funnel.set('visite', current.visites);
      const label = new Map(names.map((product) => [product.id, product.label]));
      return {
        code: 200,
        du,
        au,
        totaux: current,
        precedent: { ...previous, ...before },
        jours,
        pages,
        sources,
        appareils,
        navigateurs,
        langues,
        pays,
        tunnel: FUNNEL_STEPS.map((etape) => ({ etape, visites: funnel.get(etape) ?? 0 })),
        produits: produits.map((row) => ({
          ...row,
          label: label.get(row.produit_id) ?? `Produit n° ${row.produit_id}`,
        })),
      };
    },
  };
}

export type StatsService = ReturnType<typeof createStatsService>;
