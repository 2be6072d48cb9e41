import type { Transaction } from '../../db/client.ts';
import { variantNotFound, warehouseNotFound } from './stock-refusals.ts';
import { lockVariant, selectWarehousesForShare } from './stock.queries.ts';

/** The warehouses a change names, by id with their labels; one unknown refuses the change. */
export async function requireWarehouses(tx: Transaction, ids: readonly number[]) {
  const found = await selectWarehousesForShare(tx, ids);
  const byId = new Map(found.map((row) => [row.id, row.label]));
  for (const id of ids) if (!byId.has(id)) throw warehouseNotFound();
  return byId;
}

/** The variant, locked first: every change of its stock queues there (see README, Rules). */
export async function requireVariant(tx: Transaction, declinaisonId: number) {
  const variant = await lockVariant(tx, declinaisonId);
  if (!variant) throw variantNotFound();
  return variant;
}
