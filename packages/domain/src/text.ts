/**
 * The first sentence of a text, on one line: cards and search snippets show only that.
 * A sentence ends at ".", "!", "?" or "…" followed by a space, so "2.5 %" does not end it.
 */
export function firstSentence(text: string): string {
  const trimmed = text.trim();
  const match = /^.+?[.!?…](?=\s|$)/su.exec(trimmed);
  return (match ? match[0] : trimmed).replace(/\s+/gu, ' ');
}

/** Folds case and accents away so "creme" finds "Crème" and "ETE" finds "été". */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('fr').replace(/\s+/gu, ' ').trim();
}

/** How a person is named on screen: their first and last names, or their mail when they gave none. */
export function personName(person: { prenom: string; nom: string; mail: string }): string {
  return [person.prenom, person.nom].filter(Boolean).join(' ') || person.mail;
}
