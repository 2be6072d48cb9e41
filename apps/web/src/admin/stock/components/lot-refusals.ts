import type { ErrorReason } from '@boutique/domain';
import { ApiError } from '../../../lib/api-client.ts';

/** The lot refusals the stock dialog and ad/lots word in the staff's language (never the server's sentence). */
const LOT_REFUSALS = [
  'lot_not_found',
  'lot_stock_insufficient',
  'lot_dates_differ',
  'lot_expired',
] as const satisfies readonly ErrorReason[];
type LotRefusal = (typeof LOT_REFUSALS)[number];

export function lotRefusalKey(error: unknown): `admin.lots.refus.${LotRefusal}` | null {
  const reason = error instanceof ApiError ? error.reason : null;
  return reason !== null && (LOT_REFUSALS as readonly string[]).includes(reason)
    ? `admin.lots.refus.${reason as LotRefusal}`
    : null;
}
