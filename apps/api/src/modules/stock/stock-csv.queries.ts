import { asc, eq, gt, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { declinaisons, entrepots, lots, produits, stocks, stocksLots } from '../../db/schema/index.ts';

type Reader = Pick<Database | Transaction, 'select'>;

/** The next page of variants by id, with their product's name, for the stock file. */
export const selectStockVariantsAfter = (db: Reader, afterId: number, limit: number) =>
  db
    .select({ id: declinaisons.id, label: declinaisons.label, produit: produits.label })
    .from(declinaisons)
    .innerJoin(produits, eq(produits.id, declinaisons.produit_id))
    .where(gt(declinaisons.id, afterId))
    .orderBy(asc(declinaisons.id))
    .limit(limit);

/** The variants' units per warehouse (every variant's when `variantIds` is null). */
export const selectWarehouseUnits = (db: Reader, variantIds: readonly number[] | null) =>
  db
    .select({ declinaison_id: stocks.declinaison_id, entrepot_id: stocks.entrepot_id, quantite: stocks.quantite })
    .from(stocks)
    .where(variantIds === null ? undefined : inArray(stocks.declinaison_id, [...variantIds]))
    .orderBy(asc(stocks.declinaison_id), asc(stocks.entrepot_id));

/** The variants' lots (every variant's when `variantIds` is null), and their units in each warehouse. */
export const selectLotUnits = (db: Reader, variantIds: readonly number[] | null) =>
  db
    .select({
      lot_id: lots.id,
      declinaison_id: lots.declinaison_id,
      numero: lots.numero,
      fabrication: lots.fabrication,
      dluo: lots.dluo,
      pao_mois: lots.pao_mois,
      entrepot_id: stocksLots.entrepot_id,
      quantite: stocksLots.quantite,
    })
    .from(lots)
    .leftJoin(stocksLots, eq(stocksLots.lot_id, lots.id))
    .where(variantIds === null ? undefined : inArray(lots.declinaison_id, [...variantIds]))
    .orderBy(asc(lots.declinaison_id), asc(lots.dluo), asc(lots.id));

export const selectWarehouses = (db: Reader) =>
  db
    .select({ id: entrepots.id, label: entrepots.label })
    .from(entrepots)
    .orderBy(asc(entrepots.ordre), asc(entrepots.id));

/** Every variant with its product's name, as the stock import names its rows. */
export const selectVariantLabels = (db: Reader) =>
  db
    .select({ id: declinaisons.id, label: declinaisons.label, produit: produits.label })
    .from(declinaisons)
    .innerJoin(produits, eq(produits.id, declinaisons.produit_id));
