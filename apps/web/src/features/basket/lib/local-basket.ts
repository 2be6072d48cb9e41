import type { LocalBasket } from '@boutique/domain';
import { readJson } from '../../../lib/browser-storage.ts';
import { LOCAL_KEYS } from '../../../lib/storage-keys.ts';

/**
 * The local basket contents (od_cart_items: variant id → { declinaison_id, qtt }). Lines that do
 * not have that shape are dropped rather than trusted: the value may come from an older version.
 */
export function readLocalBasket(): LocalBasket {
  const value = readJson('local', LOCAL_KEYS.cartItems);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const basket: LocalBasket = {};
  for (const [key, line] of Object.entries(value as Record<string, unknown>)) {
    if (typeof line !== 'object' || line === null) continue;
    const { declinaison_id: declinaisonId, qtt } = line as { declinaison_id?: unknown; qtt?: unknown };
    if (typeof declinaisonId === 'number' && typeof qtt === 'number' && Number.isFinite(qtt)) {
      basket[key] = { declinaison_id: declinaisonId, qtt };
    }
  }
  return basket;
}
