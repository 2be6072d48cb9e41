import {
  adjustmentMovementReason,
  isLowStock,
  STOCK_MOVEMENTS_PAGE_SIZE,
  STOCKS_PAGE_SIZE,
  type StockAdjustmentInput,
  type StockTransferInput,
  type StocksQuery,
  type VariantStock,
} from '@boutique/domain';
import type { Database, Transaction } from '../../db/client.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import {
  addToSellable,
  addToWarehouse,
  countMovements,
  countVariants,
  insertMovements,
  lockStockedRowsForSale,
  lockStockRows,
  lockVariant,
  placeUnplacedStock,
  releaseSellable,
  selectMovements,
  selectVariants,
  selectWarehouseQuantities,
  selectFirstWarehouseForShare,
  selectWarehousesForShare,
  takeSellable,
  type MovementRow,
  type ReleasedLine,
  type VariantStockFilters,
} from './stock.queries.ts';

export type { ReleasedLine } from './stock.queries.ts';
export { restockUnits, unknownWarehouses, type ReturnedUnits } from './restock.ts';

/** A variant's units in one order. */
export interface OrderedUnits {
  declinaison_id: number;
  qtt: number;
}

/*
 * The calls below run inside the caller's transaction (checkout's hold, release and sale), so the
 * ledger row exists if and only if the change does. The caller refreshes the catalogue once
 * committed.
 */

/**
 * Holds an order's units: takes them out of the sellable totals (guarded statements, in the order
 * given: pass variants by id so two orders never wait on each other) and records the holds.
 * Answers the first variant that is short, leaving the caller to roll back, or null.
 */
export async function holdUnits(
  tx: Transaction,
  order: { commandeId: number; userId: number | null; note?: string },
  lines: readonly OrderedUnits[],
): Promise<number | null> {
  for (const line of lines) {
    if (!(await takeSellable(tx, line.declinaison_id, line.qtt))) return line.declinaison_id;
  }
  await insertMovements(
    tx,
    lines.map((line) => ({
      declinaison_id: line.declinaison_id,
      entrepot_id: null,
      delta: -line.qtt,
      motif: 'hold' as const,
      user_id: order.userId,
      commande_id: order.commandeId,
      note: order.note ?? '',
    })),
  );
  return null;
}

/** Gives released holds back to the sellable totals, recorded; `userId` null for the shop's upkeep. */
export async function releaseUnits(tx: Transaction, lines: readonly ReleasedLine[], userId: number | null) {
  if (lines.length > 0) await releaseSellable(tx, lines, userId);
}

/**
 * A paid order's units leave the shelves: taken from the warehouses in their preparation order
 * (the sellable total already went down with the hold). A sale is never refused — the payment is
 * made — so a count short of the order (only possible if stock was written around this module) is
 * taken as far as it goes.
 */
export async function sellUnits(
  tx: Transaction,
  order: { commandeId: number; userId: number | null },
  lines: readonly OrderedUnits[],
) {
  const movements: MovementRow[] = [];
  for (const line of [...lines].sort((a, b) => a.declinaison_id - b.declinaison_id)) {
    await lockVariant(tx, line.declinaison_id);
    let remaining = line.qtt;
    for (const row of await lockStockedRowsForSale(tx, line.declinaison_id)) {
      if (remaining === 0) break;
      const taken = Math.min(remaining, row.quantite);
      remaining -= taken;
      await addToWarehouse(tx, line.declinaison_id, row.entrepot_id, -taken);
      movements.push({
        declinaison_id: line.declinaison_id,
        entrepot_id: row.entrepot_id,
        delta: -taken,
        motif: 'sale',
        user_id: order.userId,
        commande_id: order.commandeId,
      });
    }
  }
  await insertMovements(tx, movements);
}

/**
 * A new variant's opening stock, in its creation's transaction: tracked from the start with
 * `quantite` units (0 unless told) in the named warehouse, or the first one, recorded as a receipt.
 * So no variant is created "untracked", which the storefront cannot sell.
 */
export async function openVariantStock(
  tx: Transaction,
  declinaisonId: number,
  opening: { entrepot_id?: number; quantite?: number },
  userId: number,
) {
  const quantite = opening.quantite ?? 0;
  const warehouseId = opening.entrepot_id ?? (await selectFirstWarehouseForShare(tx));
  if (opening.entrepot_id !== undefined && (await selectWarehousesForShare(tx, [opening.entrepot_id])).length === 0) {
    throw new AppError(400, 'Certains champs sont invalides.', { entrepot_id: ['Entrepôt introuvable.'] });
  }
  if (warehouseId === null && quantite > 0) {
    const message = 'Créez d’abord un entrepôt pour y ranger le stock initial.';
    throw new AppError(400, message, { stock_initial: [message] });
  }
  await addToSellable(tx, declinaisonId, quantite);
  if (warehouseId === null) return;
  await lockStockRows(tx, declinaisonId, [warehouseId]);
  if (quantite === 0) return;
  await addToWarehouse(tx, declinaisonId, warehouseId, quantite);
  await insertMovements(tx, [
    {
      declinaison_id: declinaisonId,
      entrepot_id: warehouseId,
      delta: quantite,
      motif: 'receipt',
      user_id: userId,
      commande_id: null,
      note: 'Stock initial',
    },
  ]);
}

/** The demo seed's variants get their units in the first warehouse, recorded as receipts. */
export async function receiveSeededStock(tx: Transaction) {
  await placeUnplacedStock(tx, 'Stock initial');
}

export interface StockServiceOptions {
  db: Database;
  /** The storefront's product list shows each variant's total: every change refreshes it. */
  catalogue: Pick<CatalogueService, 'invalidate'>;
}

/** The back office's stock: per-warehouse counts, adjustments, transfers and the ledger. */
export function createStockService({ db, catalogue }: StockServiceOptions) {
  async function describeVariants(filters: VariantStockFilters, limit: number, offset: number) {
    const variants = await selectVariants(db, filters, limit, offset);
    const quantities = await selectWarehouseQuantities(
      db,
      variants.map((variant) => variant.declinaison_id),
    );
    return variants.map((variant): VariantStock => {
      const entrepots = quantities
        .filter((row) => row.declinaison_id === variant.declinaison_id)
        .map(({ entrepot_id, quantite }) => ({ entrepot_id, quantite }));
      const onHand = entrepots.reduce((sum, row) => sum + row.quantite, 0);
      return {
        ...variant,
        // Units on the shelves that the storefront does not sell: held by orders awaiting payment.
        reserve: variant.total === null ? 0 : Math.max(0, onHand - variant.total),
        alerte: isLowStock(variant.total, variant.seuil),
        entrepots,
      };
    });
  }

  async function describeVariant(declinaisonId: number) {
    const [variant] = await describeVariants({ declinaison: declinaisonId }, 1, 0);
    return variant!;
  }

  async function requireWarehouses(tx: Transaction, ids: readonly number[]) {
    const found = await selectWarehousesForShare(tx, ids);
    const byId = new Map(found.map((row) => [row.id, row.label]));
    for (const id of ids) if (!byId.has(id)) throw notFound('Entrepôt introuvable.');
    return byId;
  }

  async function requireVariant(tx: Transaction, declinaisonId: number) {
    const variant = await lockVariant(tx, declinaisonId);
    if (!variant) throw notFound('Déclinaison introuvable.');
    return variant;
  }

  return {
    async list(query: StocksQuery) {
      const filters = { produit: query.produit, entrepot: query.entrepot, alerte: query.alerte };
      const [datas, total] = await Promise.all([
        describeVariants(filters, STOCKS_PAGE_SIZE, (query.page - 1) * STOCKS_PAGE_SIZE),
        countVariants(db, filters),
      ]);
      return { datas, total, page: query.page, limit: STOCKS_PAGE_SIZE };
    },

    /**
     * Adds or removes units in a warehouse with a reason, or sets its count (a stock count, logged
     * as an adjustment with the figure counted); the sellable total
     * moves by the same difference. Refused (409) below zero in the warehouse, and below the units
     * held by orders awaiting payment in the total.
     */
    async adjust(userId: number, declinaisonId: number, input: StockAdjustmentInput) {
      const changed = await db.transaction(async (tx) => {
        const variant = await requireVariant(tx, declinaisonId);
        const labels = await requireWarehouses(tx, [input.entrepot_id]);
        const [row] = await lockStockRows(tx, declinaisonId, [input.entrepot_id]);
        const current = row!.quantite;
        const delta = input.operation === 'fixer' ? input.quantite - current : input.quantite;
        if (delta === 0) return false;
        if (current + delta < 0) {
          const message = `Il n’y a que ${current} unité(s) dans ${labels.get(input.entrepot_id)} : impossible d’en retirer ${-delta}.`;
          throw new AppError(409, message, { quantite: [message] });
        }
        const sellable = variant.stock ?? 0;
        if (sellable + delta < 0) {
          const message = `Des unités sont réservées par des commandes en attente de paiement : vous pouvez en retirer ${sellable} au plus.`;
          throw new AppError(409, message, { quantite: [message] });
        }
        await addToWarehouse(tx, declinaisonId, input.entrepot_id, delta);
        await addToSellable(tx, declinaisonId, delta);
        await insertMovements(tx, [
          {
            declinaison_id: declinaisonId,
            entrepot_id: input.entrepot_id,
            delta,
            motif: adjustmentMovementReason(input),
            user_id: userId,
            commande_id: null,
            compte: input.operation === 'fixer' ? input.quantite : null,
            note: input.note ?? '',
          },
        ]);
        // The warehouse's name is the field: the variant's history reads "Stock Entrepôt Bordeaux".
        const warehouse = `Stock ${labels.get(input.entrepot_id)}`;
        await recordAudit(tx, {
          userId,
          resource: 'variantes',
          recordId: declinaisonId,
          before: { stock: sellable, [warehouse]: current },
          after: { stock: sellable + delta, [warehouse]: current + delta, motif: input.motif },
        });
        return true;
      });
      if (changed) catalogue.invalidate();
      return describeVariant(declinaisonId);
    },

    /** Moves units between two warehouses: two ledger rows, one transaction, never below zero. */
    async transfer(userId: number, declinaisonId: number, input: StockTransferInput) {
      await db.transaction(async (tx) => {
        await requireVariant(tx, declinaisonId);
        const labels = await requireWarehouses(tx, [input.depuis, input.vers]);
        const rows = await lockStockRows(tx, declinaisonId, [input.depuis, input.vers]);
        const available = rows.find((row) => row.entrepot_id === input.depuis)!.quantite;
        if (available < input.quantite) {
          const message = `Il n’y a que ${available} unité(s) dans ${labels.get(input.depuis)} : impossible d’en transférer ${input.quantite}.`;
          throw new AppError(409, message, { quantite: [message] });
        }
        await addToWarehouse(tx, declinaisonId, input.depuis, -input.quantite);
        await addToWarehouse(tx, declinaisonId, input.vers, input.quantite);
        const movement = {
          declinaison_id: declinaisonId,
          motif: 'transfer' as const,
          user_id: userId,
          commande_id: null,
        };
        await insertMovements(tx, [
          { ...movement, entrepot_id: input.depuis, delta: -input.quantite, note: input.note ?? '' },
          { ...movement, entrepot_id: input.vers, delta: input.quantite, note: input.note ?? '' },
        ]);
        const [from, to] = [`Stock ${labels.get(input.depuis)}`, `Stock ${labels.get(input.vers)}`];
        const arriving = rows.find((row) => row.entrepot_id === input.vers)!.quantite;
        await recordAudit(tx, {
          userId,
          resource: 'variantes',
          recordId: declinaisonId,
          before: { [from]: available, [to]: arriving },
          after: { [from]: available - input.quantite, [to]: arriving + input.quantite, motif: 'transfer' },
        });
      });
      // The total does not move, but the list answers from one cache for every stock figure.
      catalogue.invalidate();
      return describeVariant(declinaisonId);
    },

    /** A variant's ledger, newest first. */
    async movements(declinaisonId: number, page: number) {
      const [rows, total] = await Promise.all([
        selectMovements(db, declinaisonId, STOCK_MOVEMENTS_PAGE_SIZE, (page - 1) * STOCK_MOVEMENTS_PAGE_SIZE),
        countMovements(db, declinaisonId),
      ]);
      if (total === 0 && (await selectVariants(db, { declinaison: declinaisonId }, 1, 0)).length === 0) {
        throw notFound('Déclinaison introuvable.');
      }
      const datas = rows.map((row) => ({ ...row, created: row.created.toISOString() }));
      return { datas, total, page, limit: STOCK_MOVEMENTS_PAGE_SIZE };
    },
  };
}

export type StockService = ReturnType<typeof createStockService>;
