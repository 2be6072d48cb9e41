import type { Locale } from '@boutique/domain';
import { readJson, writeJson } from '../../../lib/browser-storage.ts';

/** A list kept in session storage under one key, one entry per language. */
type StoredLists<Item> = Partial<Record<Locale, Item[]>>;

function readAll<Item>(key: string): StoredLists<Item> {
  const value = readJson('session', key);
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as StoredLists<Item>) : {};
}

/** The list stored for a language; anything that is not a list of objects with a numeric id is ignored. */
export function readStoredList<Item extends { id: number }>(key: string, locale: Locale): Item[] | undefined {
  const list = readAll<Item>(key)[locale];
  if (!Array.isArray(list)) return undefined;
  return list.every((item) => typeof item === 'object' && item !== null && typeof item.id === 'number')
    ? list
    : undefined;
}

export function writeStoredList<Item>(key: string, locale: Locale, items: Item[]): void {
  writeJson('session', key, { ...readAll<Item>(key), [locale]: items });
}
