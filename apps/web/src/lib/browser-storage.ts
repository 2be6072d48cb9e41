/**
 * Storage access that never throws: private browsing, a full quota, disabled storage or a
 * server render must not break the page, so every failure reads as "nothing stored".
 */
type Area = 'local' | 'session';

function storageArea(area: Area): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return area === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readString(area: Area, key: string): string | null {
  try {
    return storageArea(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeString(area: Area, key: string, value: string): void {
  try {
    storageArea(area)?.setItem(key, value);
  } catch {
    // Quota or privacy mode: the value is a convenience, the page works without it.
  }
}

export function removeItem(area: Area, key: string): void {
  try {
    storageArea(area)?.removeItem(key);
  } catch {
    // Same as above: nothing to do when storage is unavailable.
  }
}

/** Reads a JSON value; malformed JSON counts as absent (someone may have edited it by hand). */
export function readJson(area: Area, key: string): unknown {
  const raw = readString(area, key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

export function writeJson(area: Area, key: string, value: unknown): void {
  writeString(area, key, JSON.stringify(value));
}

/** Empties a whole area: a language change drops every cached text of the old language. */
export function clearArea(area: Area): void {
  try {
    storageArea(area)?.clear();
  } catch {
    // Nothing stored can be cleared either.
  }
}
