/**
 * A delivery lead time of 1 or 2 day counts as a translation key and its values; the
 * domain's describeDeliveryLead says the same in French only.
 */
export function leadTimeMessage(days: readonly number[]): { key: string; values: Record<string, number> } {
  const [first = 0, second = first] = days;
  const [min, max] = first <= second ? [first, second] : [second, first];
  if (min === max) {
    if (max === 0) return { key: 'checkout.livraison.delai_immediat', values: {} };
    if (max === 1) return { key: 'checkout.livraison.delai_un_jour', values: {} };
    return { key: 'checkout.livraison.delai_jours', values: { jours: max } };
  }
  return { key: 'checkout.livraison.delai_intervalle', values: { min, max } };
}
