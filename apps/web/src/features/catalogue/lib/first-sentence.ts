import { firstSentence } from '@boutique/domain';

/** What a card says under the name: the catch line's first sentence, else the description's. */
export function cardSentence(produit: { accroche: string; description: string }): string {
  return firstSentence(produit.accroche || produit.description);
}
