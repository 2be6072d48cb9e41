/** Normalises an e-mail address as the shop stores it: trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Guesses first and last name from the part before @, split on dot, dash or underscore. */
export function guessNameFromEmail(email: string): { prenom: string; nom: string } {
  const local = normalizeEmail(email).split('@')[0] ?? '';
  const [first = '', ...rest] = local.split(/[._-]+/u).filter(Boolean);
  return { prenom: capitalize(first), nom: rest.map(capitalize).join(' ') };
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/**
 * Suggests a domain completion: only for at least 5 characters, not numeric, when the typed domain
 * part starts exactly one known domain. The shop ships no domain list, so by default nothing is
 * suggested.
 */
export function suggestEmailDomain(text: string, knownDomains: readonly string[] = []): string | null {
  if (text.length < 5 || /^\d+$/u.test(text) || !text.includes('@')) return null;
  const [local, typed = ''] = text.split('@');
  const matches = knownDomains.filter((domain) => domain.startsWith(typed.toLowerCase()));
  return matches.length === 1 && matches[0] !== typed ? `${local}@${matches[0]}` : null;
}
