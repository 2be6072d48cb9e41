import type { Locale, Produit } from '@boutique/domain';
import { readJson, writeJson } from '../../../lib/browser-storage.ts';
import { SESSION_KEYS } from '../../../lib/storage-keys.ts';

/** Product lists kept in session storage, one per language (shown first, then refreshed). */
type StoredProduits = Partial<Record<Locale, Produit[]>>;

function readAll(): StoredProduits {
  const value = readJson('session', SESSION_KEYS.produits);
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as StoredProduits) : {};
}

/** The list stored for a language, or undefined; anything that does not look like a list is ignored. */
export function readStoredProduits(locale: Locale): Produit[] | undefined {
  const list = readAll()[locale];
  if (!Array.isArray(list)) return undefined;
  return list.every((item) => typeof item === 'object' && item !== null && typeof item.id === 'number')
    ? list
    : undefined;
}

export function writeStoredProduits(locale: Locale, produits: Produit[]): void {
  writeJson('session', SESSION_KEYS.produits, { ...readAll(), [locale]: produits });
}
