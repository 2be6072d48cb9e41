import { useSearch } from 'wouter';

/**
 * A new record's starting ids read from the address (`?produit=3&type=utilisation`), so a
 * product's editor can open "add an entry to this section" ready filled.
 */
export function useSearchDefaults(numeric: readonly string[], texts: readonly string[] = []) {
  const params = new URLSearchParams(useSearch());
  const defaults: Record<string, unknown> = {};
  for (const [field, param] of numeric.map((name) => name.split(':') as [string, string?])) {
    const value = params.get(param ?? field);
    if (value && /^\d{1,9}$/u.test(value)) defaults[field] = Number(value);
  }
  for (const [field, param] of texts.map((name) => name.split(':') as [string, string?])) {
    const value = params.get(param ?? field);
    if (value) defaults[field] = value;
  }
  return defaults;
}
