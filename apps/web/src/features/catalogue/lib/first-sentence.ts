/**
 * The first sentence of a text: cards show only that (spec §3). A sentence ends at ".", "!",
 * "?" or "…" followed by a space; "Crème n°2 à 2.5 %" does not end at the decimal point.
 */
export function firstSentence(text: string): string {
  const trimmed = text.trim();
  const match = /^.+?[.!?…](?=\s|$)/su.exec(trimmed);
  return (match ? match[0] : trimmed).replace(/\s+/gu, ' ');
}

/** What a card says under the name: the catch line's first sentence, else the description's. */
export function cardSentence(produit: { accroche: string; description: string }): string {
  return firstSentence(produit.accroche || produit.description);
}
