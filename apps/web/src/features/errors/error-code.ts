/** The code an error page shows: ?code=NNN when it is a plausible HTTP status, else 404. */
export function readErrorCode(search: string): number {
  const raw = new URLSearchParams(search).get('code');
  const code = raw && /^\d{3}$/u.test(raw) ? Number(raw) : Number.NaN;
  return code >= 400 && code <= 599 ? code : 404;
}

/** Which message fits a code: the few the shop produces have their own words. */
export function errorMessageKind(code: number): 'introuvable' | 'acces' | 'serveur' | 'autre' {
  if (code === 404 || code === 410) return 'introuvable';
  if (code === 400 || code === 401 || code === 403) return 'acces';
  if (code >= 500) return 'serveur';
  return 'autre';
}
