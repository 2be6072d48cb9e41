import { DASHBOARD_LOW_STOCK_SHOWN, personName, type Dashboard } from '@boutique/domain';
import type { Database } from '../../db/client.ts';
import { shopDay, shopDayStart } from '../../lib/shop-time.ts';
import type { StatsService } from '../analytics/stats.service.ts';
import { lotAlertDays, lotsDueWithin } from '../stock/lots.service.ts';
import {
  countOrdersToShip,
  countUnpaidLinks,
  selectLatestSales,
  selectLowStock,
  selectSales,
  selectSalesSince,
} from './dashboard.queries.ts';

const LATEST_SHOWN = 10;

/** What the dashboard reads of the audience: the analytics module's tiles, never its tables. */
export type AudienceTiles = Pick<StatsService, 'audience'>;

/** The back office's home figures, at an instant (now by default; tests fix it). */
export async function dashboardFigures(
  db: Database,
  stats: AudienceTiles,
  now = new Date(),
): Promise<Omit<Dashboard, 'adresse_publique'>> {
  const jour = shopDay(now);
  const jours = await lotAlertDays(db);
  const [lots, ventesJour, ventesMois, aExpedier, liensImpayes, stock, latest, audience, semaine] = await Promise.all([
    lotsDueWithin(db, jours, 0),
    selectSalesSince(db, 'day', now),
    selectSalesSince(db, 'month', now),
    countOrdersToShip(db),
    countUnpaidLinks(db, now),
    selectLowStock(db, DASHBOARD_LOW_STOCK_SHOWN),
    selectLatestSales(db, LATEST_SHOWN),
    stats.audience(jour),
    // The week's orders by the same rule as the sales tiles: the conversion relates them to visits.
    selectSales(db, shopDayStart(jour, -6), shopDayStart(jour, 1)),
  ]);
  return {
    jour,
    mois: `${jour.slice(0, 7)}-01`,
    ventes_jour: ventesJour,
    ventes_mois: ventesMois,
    a_expedier: aExpedier,
    liens_impayes: liensImpayes,
    stock_bas: { total: stock.total, declinaisons: stock.rows },
    lots_proches: { total: lots.total, jours },
    audience: { ...audience, semaine: { ...audience.semaine, commandes: semaine.count } },
    dernieres: latest.map(({ prenom, nom, mail, created, ...order }) => ({
      ...order,
      created: created.toISOString(),
      client: personName({ prenom, nom, mail }),
    })),
  };
}
