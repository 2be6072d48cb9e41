import {
  settingsFromStored,
  settingsKeysOf,
  SHOP_INFO_KEYS,
  type SettingsByTopic,
  type SettingsTopic,
  type ShopInfo,
  type ShopInfoField,
} from '@boutique/domain';
import type { Database } from '../../db/client.ts';
import { selectConfigurationValues } from './shop-info.queries.ts';

/** Values of the `configurations` keys asked for; other modules read their own settings here. */
export { selectConfigurationValues as readConfigurationValues };

/** One settings topic's values as the shop applies them (defaults where a key is unset or unreadable). */
export async function readSettings<T extends SettingsTopic>(
  db: Pick<Database, 'select'>,
  topic: T,
): Promise<SettingsByTopic[T]> {
  return settingsFromStored(topic, await selectConfigurationValues(db, settingsKeysOf(topic)));
}

const FIELDS = Object.keys(SHOP_INFO_KEYS) as ShopInfoField[];

/**
 * The shop's legal identity from the configuration. Only the whitelisted keys are read, so a
 * secret kept in the same table can never leak here; a key not configured reads as empty.
 */
export async function readShopInfo(db: Database): Promise<ShopInfo> {
  const values = await selectConfigurationValues(db, Object.values(SHOP_INFO_KEYS));
  return Object.fromEntries(FIELDS.map((field) => [field, values.get(SHOP_INFO_KEYS[field]) ?? ''])) as ShopInfo;
}

/**
 * Where mail for the shop goes (contact messages, new orders): the configured company address
 * (`societe.email`), else the sender address of the shop's mail (MAIL_FROM). Reads through the
 * caller's transaction when given one.
 */
export async function readShopMailAddress(executor: Pick<Database, 'select'>, fallback: string): Promise<string> {
  const values = await selectConfigurationValues(executor, [SHOP_INFO_KEYS.email]);
  return values.get(SHOP_INFO_KEYS.email)?.trim() || fallback;
}
