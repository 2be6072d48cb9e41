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
 * The mail providers most of the shop's customers use (France first, then its neighbours): the
 * domains a completion or a correction may propose. A company's own domain is never "corrected".
 */
export const COMMON_EMAIL_DOMAINS: readonly string[] = [
  'gmail.com',
  'hotmail.fr',
  'hotmail.com',
  'outlook.fr',
  'outlook.com',
  'live.fr',
  'yahoo.fr',
  'yahoo.com',
  'icloud.com',
  'orange.fr',
  'wanadoo.fr',
  'free.fr',
  'sfr.fr',
  'laposte.net',
  'bbox.fr',
  'neuf.fr',
  'proton.me',
  'protonmail.com',
  'skynet.be',
  'telenet.be',
  'bluewin.ch',
  'gmx.de',
  'gmx.fr',
  'web.de',
  't-online.de',
  'yahoo.es',
  'hotmail.es',
];

/**
 * Suggests the address with a known domain, for at least 5 characters, not numeric:
 * - while the domain is being typed, its completion when exactly one known domain starts with it;
 * - once typed, a correction when it is no known domain nor the start of one, and exactly one known
 *   domain is one slip away (a letter missing, extra, wrong, or two swapped: "gmial.com").
 */
export function suggestEmailDomain(
  text: string,
  knownDomains: readonly string[] = COMMON_EMAIL_DOMAINS,
): string | null {
  if (text.length < 5 || /^\d+$/u.test(text) || !text.includes('@')) return null;
  const at = text.lastIndexOf('@');
  const local = text.slice(0, at);
  const typed = text.slice(at + 1).toLowerCase();
  if (local === '' || typed === '' || knownDomains.includes(typed)) return null;
  const completions = knownDomains.filter((domain) => domain.startsWith(typed));
  if (completions.length > 0) return completions.length === 1 ? `${local}@${completions[0]}` : null;
  if (!typed.includes('.')) return null;
  const corrections = knownDomains.filter((domain) => isOneSlipAway(typed, domain));
  return corrections.length === 1 ? `${local}@${corrections[0]}` : null;
}

/** Whether one edit turns `a` into `b`: a letter inserted, deleted, replaced, or two neighbours swapped. */
function isOneSlipAway(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && a[start] === b[start]) start += 1;
  const restA = a.slice(start);
  const restB = b.slice(start);
  if (a.length === b.length) {
    const swapped = restA.length >= 2 && restA[0] === restB[1] && restA[1] === restB[0];
    return restA.slice(1) === restB.slice(1) || (swapped && restA.slice(2) === restB.slice(2));
  }
  return a.length > b.length ? restA.slice(1) === restB : restA === restB.slice(1);
}
