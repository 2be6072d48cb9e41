import { SHOP_INFO_KEYS, type ShopInfo, type ShopInfoField } from '@boutique/domain';
import type { Database } from '../../db/client.ts';
import { selectConfigurationValues } from './shop-info.queries.ts';

const FIELDS = Object.keys(SHOP_INFO_KEYS) as ShopInfoField[];

/**
 * The shop's legal identity from the configuration. Only the whitelisted keys are read, so a
 * secret kept in the same table can never leak here; a key not configured reads as empty.
 */
export async function readShopInfo(db: Database): Promise<ShopInfo> {
  const values = await selectConfigurationValues(db, Object.values(SHOP_INFO_KEYS));
  return Object.fromEntries(FIELDS.map((field) => [field, values.get(SHOP_INFO_KEYS[field]) ?? ''])) as ShopInfo;
}
