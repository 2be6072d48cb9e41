import { z } from 'zod';
import { ORDER_STATUSES } from './orders.ts';

/** A count of orders counted as sales (`countsAsSale`), what they add up to (TTC cents), and how many were tests. */
const SalesSchema = z.object({ count: z.number().int(), ttc: z.number().int(), test: z.number().int() });

/** GET /api/admin/dashboard: the back office's home, each figure matching a filtered list. */
export const DashboardSchema = z.object({
  /**
   * The server's PUBLIC_URL: the address downloads and mails point to. The back office warns when
   * it is opened at another address (such links would not reach the shop from there).
   */
  adresse_publique: z.string(),
  /** The shop's day (YYYY-MM-DD, French time) and the first day of its month: the lists' filters. */
  jour: z.string(),
  mois: z.string(),
  /** Orders placed today / this month and counted as sales (paid or shipped), test orders included and counted apart. */
  ventes_jour: SalesSchema,
  ventes_mois: SalesSchema,
  /** Paid orders waiting to be shipped. */
  a_expedier: z.number().int(),
  /** Payment links created this month and not paid (deleted ones left out), as the links page lists them. */
  liens_impayes: z.number().int(),
  /** Tracked variants at or under their product's alert threshold (`seuil`), the lowest first. */
  stock_bas: z.object({
    total: z.number().int(),
    declinaisons: z.array(
      z.object({
        id: z.number().int(),
        produit_id: z.number().int(),
        produit: z.string(),
        label: z.string(),
        stock: z.number().int(),
        seuil: z.number().int(),
      }),
    ),
  }),
  /** Lots with units on hand whose best-before date is within `jours` days (the shop's window), or past. */
  lots_proches: z.object({ total: z.number().int(), jours: z.number().int() }),
  /**
   * Audience from the daily rollups: today's visits, and the last 7 days' visits and visits with a
   * purchase (`du`…`au`, Paris days); `commandes` counts the week's sales by the tiles' rule, what
   * the conversion rate relates to visits (`conversionRate`).
   */
  audience: z.object({
    visites_jour: z.number().int(),
    semaine: z.object({
      du: z.string(),
      au: z.string(),
      visites: z.number().int(),
      achats: z.number().int(),
      commandes: z.number().int(),
    }),
  }),
  /** The last 10 orders placed (sales only). */
  dernieres: z.array(
    z.object({
      hash: z.string(),
      numero: z.string().nullable(),
      statut: z.enum(ORDER_STATUSES),
      created: z.string(),
      total_ttc: z.number().int(),
      test: z.boolean(),
      client: z.string(),
    }),
  ),
});
export type Dashboard = z.infer<typeof DashboardSchema>;
export const DashboardAnswerSchema = z.object({ code: z.literal(200), data: DashboardSchema });

/** How many low-stock variants the dashboard lists (the total says how many there are). */
export const DASHBOARD_LOW_STOCK_SHOWN = 10;
