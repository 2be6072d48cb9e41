import { reasonOf, refusalKeys } from '../../kit/refusal-keys.ts';

const lotKey = refusalKeys('admin.lots.refus.', [
  'lot_not_found',
  'lot_stock_insufficient',
  'lot_dates_differ',
  'lot_expired',
]);

/** The lot refusals the stock and parcel forms word in the staff's language (never the server's sentence). */
export const lotRefusalKey = (error: unknown) => lotKey(reasonOf(error));
